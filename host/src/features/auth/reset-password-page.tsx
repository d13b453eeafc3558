import { useState } from 'react';
import { type ApiClient, passwordResetConfirmSchema } from '@platform/contract';
import { Button, FormField, TextInput } from '@platform/shared';
import { useSchemaForm } from '@platform/shared/forms';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { BRAND_NAME, HOST_NAMESPACE } from '../../config/constants';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { confirmPasswordReset } from './api/lifecycle-calls';
import { AuthCard } from './auth-card';
import styles from './auth-pages.module.css';
import { LinkError, type LinkErrorCode, linkErrorOf } from './link-error';
import { useLifecycleMessages } from './use-lifecycle-messages';

export interface ResetPasswordPageProps {
  api: ApiClient;
  /** The token of the mailed link (`?token=`); `null` when the address has none. */
  token: string | null;
  homeHref: string;
  loginHref: string;
  forgotHref: string;
}

/** `/reset-password?token=…`: sets a new password through the mailed link; every session ends. */
export function ResetPasswordPage({ api, token, homeHref, loginHref, forgotHref }: ResetPasswordPageProps) {
  useLifecycleMessages();
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'authLifecycle' });
  useDocumentTitle(t('reset.pageTitle', { brand: BRAND_NAME }));
  const [done, setDone] = useState(false);
  const [linkError, setLinkError] = useState<LinkErrorCode | null>(null);
  const { form, errorOf, failure, busy, onSubmit } = useSchemaForm(passwordResetConfirmSchema, {
    namespace: HOST_NAMESPACE,
    defaultValues: { token: token ?? '', password: '' },
    messages: { password: t('reset.passwordShort') },
  });

  const footer = <Link to={loginHref}>{t('backToSignIn')}</Link>;
  if (token === null || token === '') {
    return (
      <AuthCard title={t('reset.title')} homeHref={homeHref} footer={footer}>
        <p role="alert" className={styles.formError}>
          {t('reset.noToken')}
        </p>
        <Link to={forgotHref}>{t('reset.askAgain')}</Link>
      </AuthCard>
    );
  }
  if (done) {
    return (
      <AuthCard title={t('reset.title')} homeHref={homeHref} footer={footer}>
        <p role="status">{t('reset.done')}</p>
        <Link to={loginHref}>{t('reset.signIn')}</Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('reset.title')} homeHref={homeHref} footer={footer}>
      <form
        className={styles.form}
        noValidate
        aria-busy={busy}
        onSubmit={onSubmit(async (values) => {
          setLinkError(null);
          try {
            await confirmPasswordReset(api, values);
            setDone(true);
          } catch (error) {
            const code = linkErrorOf(error);
            if (code === null) throw error;
            setLinkError(code);
          }
        })}
      >
        {linkError !== null && (
          <>
            <LinkError code={linkError} />
            <Link to={forgotHref}>{t('reset.askAgain')}</Link>
          </>
        )}
        {failure !== null && (
          <p role="alert" className={styles.formError}>
            {failure}
          </p>
        )}
        <FormField label={t('reset.password')} hint={t('reset.passwordHint')} required error={errorOf('password')}>
          <TextInput type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <Button htmlType="submit" variant="primary" size="large" block loading={busy}>
          {t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
