import { type ApiClient, Button, FormField, type Session, TextInput } from '@platform/shared';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { BRAND_NAME, HOST_NAMESPACE } from '../../config/constants';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { signIn } from './api/auth-calls';
import { AuthCard } from './auth-card';
import { useFocusFirstInvalid } from './use-form-errors';
import { type FieldErrors, type SignInValues, validateSignIn } from './validate';
import styles from './auth-pages.module.css';

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

/** Sign in with e-mail and password. */
export function LoginPage({ api, homeHref, registerHref, forgotHref, onSignedIn }: LoginPageProps) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'auth' });
  const { t: tLifecycle } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'authLifecycle' });
  useDocumentTitle(t('signIn.pageTitle', { brand: BRAND_NAME }));
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof SignInValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(form);

  const change = (field: keyof SignInValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Before the first submit the user is still typing; afterwards each fix clears its message.
    if (submitted) setErrors(validateSignIn(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateSignIn(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    setSubmitting(true);
    try {
      const session = await signIn(api, { email: values.email.trim(), password: values.password });
      onSignedIn(session);
    } catch (error) {
      setFormError(statusOf(error) === 401 ? t('signIn.wrongCredentials') : t('errors.failed'));
      setSubmitting(false);
    }
  };

  const fieldError = (field: keyof SignInValues) => {
    const key = errors[field];
    return key ? t(`errors.${key}`) : undefined;
  };

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
      <form ref={form} className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
        {formError && (
          <p role="alert" className={styles.formError}>
            {formError}
          </p>
        )}
        <FormField label={t('fields.email')} required valid={!errors.email} error={fieldError('email')}>
          <TextInput
            type="email"
            name="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
          />
        </FormField>
        <FormField label={t('fields.password')} required valid={!errors.password} error={fieldError('password')}>
          <TextInput
            type="password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
          />
        </FormField>
        <Link to={forgotHref}>{tLifecycle('forgotLink')}</Link>
        <Button htmlType="submit" variant="primary" size="large" block loading={submitting}>
          {t('signIn.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
