import { Button, FormField, TextInput } from '@platform/shared';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { BRAND_NAME, HOST_NAMESPACE } from '../../config/constants';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { register } from './api/auth-calls';
import { AuthCard } from './auth-card';
import { useFocusFirstInvalid } from './use-form-errors';
import { type FieldErrors, type RegisterValues, validateRegister } from './validate';
import styles from './auth-pages.module.css';
import type { ApiClient, Locale, Session } from '@platform/contract';

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

const KINDS = ['recruiter', 'candidate'] as const;

/** Sign up as a recruiter (with a new team) or as a candidate. */
export function RegisterPage({ api, locale, homeHref, signInHref, onSignedIn }: RegisterPageProps) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'auth' });
  useDocumentTitle(t('register.pageTitle', { brand: BRAND_NAME }));
  const [values, setValues] = useState<RegisterValues>({ name: '', email: '', password: '', kind: 'recruiter', teamName: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof RegisterValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(form);

  const change = <F extends keyof RegisterValues>(field: F, value: RegisterValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateRegister(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateRegister(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    setSubmitting(true);
    try {
      const session = await register(api, {
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        kind: values.kind,
        teamName: values.kind === 'recruiter' ? values.teamName.trim() : undefined,
        locale,
      });
      onSignedIn(session);
    } catch (error) {
      setFormError(codeOf(error) === 'email_taken' ? t('register.emailTaken') : t('errors.failed'));
      setSubmitting(false);
    }
  };

  const fieldError = (field: keyof RegisterValues) => {
    const key = errors[field];
    return key ? t(`errors.${key}`) : undefined;
  };

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
      <form ref={form} className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
        {formError && (
          <p role="alert" className={styles.formError}>
            {formError}
          </p>
        )}
        <fieldset className={styles.kinds}>
          <legend className={styles.legend}>{t('register.kind')}</legend>
          {KINDS.map((kind) => (
            <label key={kind} className={styles.kind}>
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={values.kind === kind}
                onChange={() => change('kind', kind)}
                aria-describedby={`kind-${kind}-hint`}
              />
              <span>
                <span className={styles.kindName}>{t(`register.${kind}`)}</span>
                <span id={`kind-${kind}-hint`} className={styles.kindHint}>
                  {t(`register.${kind}Hint`)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <FormField label={t('fields.name')} required valid={!errors.name} error={fieldError('name')}>
          <TextInput name="name" autoComplete="name" value={values.name} onChange={(event) => change('name', event.target.value)} />
        </FormField>
        {values.kind === 'recruiter' && (
          <FormField
            label={t('fields.teamName')}
            hint={t('fields.teamNameHint')}
            required
            valid={!errors.teamName}
            error={fieldError('teamName')}
          >
            <TextInput
              name="teamName"
              autoComplete="organization"
              value={values.teamName}
              onChange={(event) => change('teamName', event.target.value)}
            />
          </FormField>
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
        <FormField
          label={t('fields.password')}
          hint={t('fields.passwordHint')}
          required
          valid={!errors.password}
          error={fieldError('password')}
        >
          <TextInput
            type="password"
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
          />
        </FormField>
        <Button htmlType="submit" variant="primary" size="large" block loading={submitting}>
          {t('register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
