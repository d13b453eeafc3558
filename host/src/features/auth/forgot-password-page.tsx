import { useState } from 'react';
import { type ApiClient, passwordResetRequestSchema } from '@platform/contract';
import { Button, FormField, TextInput } from '@platform/shared';
import { useSchemaForm } from '@platform/shared/forms';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { BRAND_NAME, HOST_NAMESPACE } from '../../config/constants';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { requestPasswordReset } from './api/lifecycle-calls';
import { AuthCard } from './auth-card';
import styles from './auth-pages.module.css';
import { useLifecycleMessages } from './use-lifecycle-messages';

export interface ForgotPasswordPageProps {
  api: ApiClient;
  homeHref: string;
  loginHref: string;
}

/** `/forgot-password`: asks for a reset link. The answer never tells whether the address has an account. */
export function ForgotPasswordPage({ api, homeHref, loginHref }: ForgotPasswordPageProps) {
  useLifecycleMessages();
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'authLifecycle' });
  useDocumentTitle(t('forgot.pageTitle', { brand: BRAND_NAME }));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, errorOf, failure, busy, onSubmit } = useSchemaForm(passwordResetRequestSchema, {
    namespace: HOST_NAMESPACE,
    defaultValues: { email: '' },
    messages: { email: t('forgot.emailInvalid') },
  });

  return (
    <AuthCard title={t('forgot.title')} homeHref={homeHref} footer={<Link to={loginHref}>{t('backToSignIn')}</Link>}>
      {sentTo === null ? (
        <form
          className={styles.form}
          noValidate
          aria-busy={busy}
          onSubmit={onSubmit(async (values) => {
            await requestPasswordReset(api, values);
            setSentTo(values.email);
          })}
        >
          <p>{t('forgot.intro')}</p>
          {failure !== null && (
            <p role="alert" className={styles.formError}>
              {failure}
            </p>
          )}
          <FormField label={t('forgot.email')} required error={errorOf('email')}>
            <TextInput type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          <Button htmlType="submit" variant="primary" size="large" block loading={busy}>
            {t('forgot.submit')}
          </Button>
        </form>
      ) : (
        <p role="status">{t('forgot.sent', { email: sentTo })}</p>
      )}
    </AuthCard>
  );
}
