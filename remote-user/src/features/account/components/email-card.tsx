import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Account, emailChangeSchema } from '@platform/contract';
import { Button, Card, FormField, PAGE_CLASSES, TextInput, useMountProps } from '@platform/shared';
import { useSchemaForm } from '@platform/shared/forms';
import { useTranslation } from '@platform/shared/react-i18next';
import { ACCOUNT_KEY, changeEmail, resendVerification } from '../api/account-calls';

/** Why the address needs verifying, in the words of the account's kind (a candidate never sends mailings). */
function VerificationNotice({ kind }: { kind: Account['kind'] }) {
  const { t } = useTranslation('user');
  const { api, toast } = useMountProps();
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      await resendVerification(api);
      toast.show({ type: 'success', message: t('account.verificationSent') });
    } catch {
      toast.show({ type: 'error', message: t('account.verificationFailed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div role="note" className={PAGE_CLASSES.form}>
      <p>{t(kind === 'recruiter' ? 'account.unverified' : 'account.unverifiedCandidate')}</p>
      <div>
        <Button onClick={() => void resend()} loading={busy}>
          {t('account.resendVerification')}
        </Button>
      </div>
    </div>
  );
}

/** The sign-in address: its verification, and a change confirmed through a link sent to the new address. */
export function EmailCard({ account }: { account: Account }) {
  const { t } = useTranslation('user');
  const { api, toast } = useMountProps();
  const queryClient = useQueryClient();
  const { form, errorOf, busy, onSubmit } = useSchemaForm(emailChangeSchema, {
    namespace: 'user',
    defaultValues: { newEmail: '', password: '' },
    messages: { 'newEmail:invalid_format': t('account.newEmailInvalid'), 'password:too_small': t('account.passwordToConfirm') },
    onFailure: (message) => toast.show({ type: 'error', message }),
  });

  return (
    <Card title={t('account.email')}>
      <p>
        {t('account.currentEmail')}: <strong>{account.email}</strong>
      </p>
      {account.emailVerifiedAt === null && <VerificationNotice kind={account.kind} />}
      {account.pendingEmail !== null && (
        <p role="status" className={PAGE_CLASSES.muted}>
          {t('account.pendingEmail', { email: account.pendingEmail })}
        </p>
      )}
      <form
        className={PAGE_CLASSES.form}
        noValidate
        onSubmit={onSubmit(async (values) => {
          const saved = await changeEmail(api, values);
          queryClient.setQueryData(ACCOUNT_KEY, saved);
          form.reset();
          toast.show({ type: 'success', message: t('account.emailLinkSent', { email: values.newEmail }) });
        })}
      >
        <div className={PAGE_CLASSES.grid2}>
          <FormField label={t('account.newEmail')} error={errorOf('newEmail')} required>
            <TextInput type="email" autoComplete="email" {...form.register('newEmail')} />
          </FormField>
          <FormField label={t('account.passwordToConfirm')} error={errorOf('password')} required>
            <TextInput type="password" autoComplete="current-password" {...form.register('password')} />
          </FormField>
        </div>
        <div>
          <Button htmlType="submit" loading={busy}>
            {t('account.changeEmail')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
