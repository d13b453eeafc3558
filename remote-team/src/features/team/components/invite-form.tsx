import { Button, Card, FormField, PAGE_CLASSES, Select, TextInput, useMountProps, useSchemaForm } from '@platform/shared';
import { useState } from 'react';
import { useTranslation } from '@platform/shared/react-i18next';
import { type CreatedInvitation, invitationBodySchema } from '@platform/contract';
import { inviteMember } from '../api/team-calls';

/**
 * Owners' and admins' form to invite a colleague by e-mail; shows the link to send them. Checked
 * by the contract's schema of `POST /api/team/invitations`.
 */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const { t } = useTranslation('team');
  const { api, locale } = useMountProps();
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const { form, errorOf, failure, busy, onSubmit } = useSchemaForm(invitationBodySchema, {
    namespace: 'team',
    defaultValues: { email: '', role: 'member' },
  });

  const submit = onSubmit(async (values) => {
    setCreated(await inviteMember(api, values));
    form.reset({ email: '', role: values.role });
    onInvited();
  });

  const link = created ? `${window.location.origin}${locale === 'ru' ? '/ru' : ''}${created.acceptPath}` : '';
  return (
    <Card title={t('invite.title')}>
      <form className={PAGE_CLASSES.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={PAGE_CLASSES.grid2}>
          <FormField label={t('invite.email')} error={errorOf('email')} required>
            <TextInput type="email" autoComplete="off" {...form.register('email')} />
          </FormField>
          <FormField label={t('invite.role')} error={errorOf('role')}>
            <Select
              {...form.register('role')}
              options={[
                { value: 'member', label: t('roles.member') },
                { value: 'admin', label: t('roles.admin') },
              ]}
            />
          </FormField>
        </div>
        {failure !== null && <p role="alert">{failure}</p>}
        <div>
          <Button htmlType="submit" variant="primary" loading={busy}>
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
