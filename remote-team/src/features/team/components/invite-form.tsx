import { Button, Card, FormField, PAGE_CLASSES, Select, TextInput, useApiForm, useMountProps } from '@platform/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@platform/shared/react-i18next';
import { type CreatedInvitation, inviteMember } from '../api/team-calls';

/** Owners' and admins' form to invite a colleague by e-mail; shows the link to send them. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const { t } = useTranslation('team');
  const form = useApiForm('team');
  const { api, locale } = useMountProps();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'admin' | 'member'>('member');
  const [created, setCreated] = useState<CreatedInvitation | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await form.submit({}, async () => {
      setCreated(await inviteMember(api, { email, role }));
      setEmail('');
      onInvited();
    });
  };

  const link = created ? `${window.location.origin}${locale === 'ru' ? '/ru' : ''}${created.acceptPath}` : '';
  return (
    <Card title={t('invite.title')}>
      <form className={PAGE_CLASSES.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={PAGE_CLASSES.grid2}>
          <FormField label={t('invite.email')} error={form.errors.email} required>
            <TextInput type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />
          </FormField>
          <FormField label={t('invite.role')} error={form.errors.role}>
            <Select
              value={role}
              onChange={(event) => setRole(event.target.value === 'admin' ? 'admin' : 'member')}
              options={[
                { value: 'member', label: t('roles.member') },
                { value: 'admin', label: t('roles.admin') },
              ]}
            />
          </FormField>
        </div>
        {form.failure !== null && <p role="alert">{form.failure}</p>}
        <div>
          <Button htmlType="submit" variant="primary" loading={form.busy}>
            {t('invite.submit')}
          </Button>
        </div>
      </form>
      {created && (
        <div role="status">
          <p>{t('invite.created', { email: created.email })}</p>
          <p className={PAGE_CLASSES.code}>{link}</p>
        </div>
      )}
    </Card>
  );
}
