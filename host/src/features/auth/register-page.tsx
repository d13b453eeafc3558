import { useState } from 'react';
import { ACCOUNT_KINDS, type ApiClient, type Locale, registerBodySchema, type Session } from '@platform/contract';
import { Button, FormField, TextInput } from '@platform/shared';
import { useSchemaForm } from '@platform/shared/forms';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { BRAND_NAME, HOST_NAMESPACE } from '../../config/constants';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { register } from './api/auth-calls';
import { AuthCard } from './auth-card';
import styles from './auth-pages.module.css';

export interface RegisterPageProps {
  api: ApiClient;
  locale: Locale;
  homeHref: string;
  signInHref: string;
  onSignedIn: (session: Session) => void;
}

function codeOf(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : null;
}

/**
 * Sign up as a recruiter (with a new team) or as a candidate, checked by the contract's schema of
 * `POST /api/auth/register`. The team name is a field only for recruiters: it leaves the values
 * when the field goes (`shouldUnregister`), so a candidate sends none.
 */
export function RegisterPage({ api, locale, homeHref, signInHref, onSignedIn }: RegisterPageProps) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'auth' });
  useDocumentTitle(t('register.pageTitle', { brand: BRAND_NAME }));
  const [formError, setFormError] = useState<string | null>(null);
  const { form, errorOf, busy, onSubmit } = useSchemaForm(registerBodySchema, {
    namespace: HOST_NAMESPACE,
    defaultValues: { name: '', email: '', password: '', kind: 'recruiter', teamName: '', locale },
    // The page's words for the schema's checks (limits come from the contract, never copied).
    messages: {
      'name:too_small': t('errors.nameRequired'),
      'name:too_big': t('errors.tooLong'),
      'teamName:too_small': t('errors.teamNameRequired'),
      'teamName:too_big': t('errors.tooLong'),
      'email:too_big': t('errors.tooLong'),
      'email:invalid_format': t('errors.emailInvalid'),
      'password:too_small': t('errors.passwordShort'),
      'password:too_big': t('errors.tooLong'),
    },
  });
  const kind = form.watch('kind');
  const emailError = form.watch('email')?.trim() === '' && errorOf('email') ? t('errors.emailRequired') : errorOf('email');
  const passwordError = form.watch('password') === '' && errorOf('password') ? t('errors.passwordRequired') : errorOf('password');

  const submit = onSubmit(async (values) => {
    setFormError(null);
    try {
      onSignedIn(await register(api, values));
    } catch (error) {
      setFormError(codeOf(error) === 'email_taken' ? t('register.emailTaken') : t('errors.failed'));
    }
  });

  return (
    <AuthCard
      title={t('register.title')}
      homeHref={homeHref}
      footer={
        <>
          {t('register.haveAccount')} <Link to={signInHref}>{t('register.signIn')}</Link>
        </>
      }
    >
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
        {formError && (
          <p role="alert" className={styles.formError}>
            {formError}
          </p>
        )}
        <fieldset className={styles.kinds}>
          <legend className={styles.legend}>{t('register.kind')}</legend>
          {ACCOUNT_KINDS.map((option) => (
            <label key={option} className={styles.kind}>
              <input type="radio" value={option} {...form.register('kind')} aria-describedby={`kind-${option}-hint`} />
              <span>
                <span className={styles.kindName}>{t(`register.${option}`)}</span>
                <span id={`kind-${option}-hint`} className={styles.kindHint}>
                  {t(`register.${option}Hint`)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <FormField label={t('fields.name')} required valid={!errorOf('name')} error={errorOf('name')}>
          <TextInput autoComplete="name" {...form.register('name')} />
        </FormField>
        {kind === 'recruiter' && (
          <FormField label={t('fields.teamName')} hint={t('fields.teamNameHint')} required valid={!errorOf('teamName')} error={errorOf('teamName')}>
            <TextInput autoComplete="organization" {...form.register('teamName', { shouldUnregister: true })} />
          </FormField>
        )}
        <FormField label={t('fields.email')} required valid={!emailError} error={emailError}>
          <TextInput type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField label={t('fields.password')} hint={t('fields.passwordHint')} required valid={!passwordError} error={passwordError}>
          <TextInput type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <Button htmlType="submit" variant="primary" size="large" block loading={busy}>
          {t('register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
