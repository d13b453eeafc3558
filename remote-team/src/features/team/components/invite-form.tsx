import { Button, Card, FormField, Select, TextInput, useMountProps } from '@platform/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../lib/api-errors';
import styles from '../../../lib/area.module.css';
import { type CreatedInvitation, inviteMember } from '../api/team-calls';

/** Owners' and admins' form to invite a colleague by e-mail; shows the link to send them. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const { t } = useTranslation('team');
  const errorText = useApiErrorText();
  const { api, locale } = useMountProps();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'admin' | 'member'>('member');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedInvitation | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      setCreated(await inviteMember(api, { email, role }));
      setEmail('');
      onInvited();
    } catch (error) {
      const fields = errorText.fields(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorText.message(error));
    } finally {
      setBusy(false);
    }
  };

  const link = created ? `${window.location.origin}${locale === 'ru' ? '/ru' : ''}${created.acceptPath}` : '';
  return (
    <Card title={t('invite.title')}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.grid2}>
          <FormField label={t('invite.email')} error={errors.email} required>
            <TextInput type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />
          </FormField>
          <FormField label={t('invite.role')} error={errors.role}>
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
          <p className={styles.code}>{link}</p>
        </div>
      )}
    </Card>
  );
}
