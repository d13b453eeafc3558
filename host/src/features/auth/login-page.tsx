import { useState } from 'react';
import { type ApiClient, loginBodySchema, type Session } from '@platform/contract';
import { Button, FormField, TextInput } from '@platform/shared';
import { useSchemaForm } from '@platform/shared/forms';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { BRAND_NAME, HOST_NAMESPACE } from '../../config/constants';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { signIn } from './api/auth-calls';
import { AuthCard } from './auth-card';
import styles from './auth-pages.module.css';
import { useLifecycleMessages } from './use-lifecycle-messages';

export interface LoginPageProps {
  api: ApiClient;
  homeHref: string;
  registerHref: string;
  /** The "Forgot password?" link's target. */
  forgotHref: string;
  onSignedIn: (session: Session) => void;
}

function statusOf(error: unknown): number | null {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : null;
}

/** Sign in with e-mail and password, checked by the contract's schema of `POST /api/auth/login`. */
export function LoginPage({ api, homeHref, registerHref, forgotHref, onSignedIn }: LoginPageProps) {
  useLifecycleMessages();
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'auth' });
  const { t: tLifecycle } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'authLifecycle' });
  useDocumentTitle(t('signIn.pageTitle', { brand: BRAND_NAME }));
  const [formError, setFormError] = useState<string | null>(null);
  const { form, errorOf, busy, onSubmit } = useSchemaForm(loginBodySchema, {
    namespace: HOST_NAMESPACE,
    defaultValues: { email: '', password: '' },
    // The page's words for the schema's checks (limits come from the contract, never copied).
    messages: {
      'email:too_small': t('errors.emailRequired'),
      'email:too_big': t('errors.tooLong'),
      'email:invalid_format': t('errors.emailInvalid'),
      'password:too_small': t('errors.passwordRequired'),
      'password:too_big': t('errors.tooLong'),
    },
  });

  const submit = onSubmit(async (values) => {
    setFormError(null);
    try {
      onSignedIn(await signIn(api, values));
    } catch (error) {
      setFormError(statusOf(error) === 401 ? t('signIn.wrongCredentials') : t('errors.failed'));
    }
  });

  return (
    <AuthCard
      title={t('signIn.title')}
      homeHref={homeHref}
      footer={
        <>
          {t('signIn.noAccount')} <Link to={registerHref}>{t('signIn.register')}</Link>
        </>
      }
    >
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
        {formError && (
          <p role="alert" className={styles.formError}>
            {formError}
          </p>
        )}
        <FormField label={t('fields.email')} required valid={!errorOf('email')} error={errorOf('email')}>
          <TextInput type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField label={t('fields.password')} required valid={!errorOf('password')} error={errorOf('password')}>
          <TextInput type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <Link to={forgotHref}>{tLifecycle('forgotLink')}</Link>
        <Button htmlType="submit" variant="primary" size="large" block loading={busy}>
          {t('signIn.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
