import { useEffect, useId, useRef, useState } from 'react';
import { APPLICATION_MESSAGE_MAX_LENGTH, applicationConsentText, applyBodySchema, localizePath, type PublicVacancy } from '@platform/contract';
import {
  AppLink,
  Button,
  Card,
  FormField,
  isApiError,
  PAGE_CLASSES,
  TextArea,
  useMountProps,
  useSession,
} from '@platform/shared';
import { useSchemaForm } from '@platform/shared/forms';
import { useTranslation } from '@platform/shared/react-i18next';
import { sendApplication } from '../api/vacancy-calls';

/** The sign-in and register links for a visitor, each bringing them back to this vacancy. */
function SignInToApply({ vacancyId }: { vacancyId: number }) {
  const { t } = useTranslation('team');
  const { locale } = useMountProps();
  const back = encodeURIComponent(localizePath(`/team/vacancy/${vacancyId}`, locale));
  return (
    <Card title={t('apply.title')}>
      <p>{t('apply.signInText')}</p>
      <p className={PAGE_CLASSES.row}>
        <AppLink className={PAGE_CLASSES.link} to={`/login?redirect=${back}`}>
          {t('apply.signIn')}
        </AppLink>
        <AppLink className={PAGE_CLASSES.link} to={`/register?redirect=${back}`}>
          {t('apply.register')}
        </AppLink>
      </p>
    </Card>
  );
}

/** The stage of the candidate's application; `justSent` takes the focus there (the form that had it is gone). */
function Applied({ stage, justSent }: { stage: string; justSent: boolean }) {
  const { t } = useTranslation('team');
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (justSent) statusRef.current?.focus();
  }, [justSent]);
  return (
    <Card title={t('apply.title')}>
      {/* The candidate's words for the stage, as on their applications page ("Not selected", not "Rejected"). */}
      <p role="status" ref={statusRef} tabIndex={-1}>
        {t('apply.applied', { stage: t(`candidateStage.${stage}`) })}
      </p>
      <AppLink className={PAGE_CLASSES.link} to="/user/applications">
        {t('apply.myApplications')}
      </AppLink>
    </Card>
  );
}

/** The CV wizard, coming back to this vacancy once the CV is saved (locale-free, as every in-app link). */
function writeCvPath(vacancyId: number): string {
  return `/cv/new?returnTo=${encodeURIComponent(`/team/vacancy/${vacancyId}`)}`;
}

/** A signed-in candidate's form: their platform CV goes with an optional message (the contract's `applyBodySchema`). */
function ApplyForm({ vacancy, onApplied }: { vacancy: PublicVacancy; onApplied: () => void }) {
  const { t } = useTranslation('team');
  const { api, locale } = useMountProps();
  const { form, errorOf, failure, busy, onSubmit } = useSchemaForm(applyBodySchema, { namespace: 'team', defaultValues: { message: '' } });
  const [needsCv, setNeedsCv] = useState(false);
  const consentId = useId();

  const submit = onSubmit(async (values) => {
    try {
      // The consent statement kept with the application is the one shown here, in this language.
      await sendApplication(api, vacancy.id, { ...values, locale });
    } catch (error) {
      if (isApiError(error) && error.code === 'already_applied') return onApplied();
      if (isApiError(error) && error.code === 'cv_required') setNeedsCv(true);
      throw error;
    }
    onApplied();
  });

  return (
    <Card title={t('apply.title')}>
      <form className={PAGE_CLASSES.form} onSubmit={(event) => void submit(event)} noValidate>
        <p className={PAGE_CLASSES.muted}>{t('apply.withCv')}</p>
        <FormField label={t('apply.message')} hint={t('apply.messageHint')} error={errorOf('message')}>
          <TextArea maxLength={APPLICATION_MESSAGE_MAX_LENGTH} {...form.register('message')} />
        </FormField>
        {failure !== null && <p role="alert">{failure}</p>}
        {needsCv && (
          <div role="alert">
            <p>{t('apply.needsCv')}</p>
            <AppLink className={PAGE_CLASSES.link} to={writeCvPath(vacancy.id)}>
              {t('apply.writeCv')}
            </AppLink>
          </div>
        )}
        <p id={consentId} className={PAGE_CLASSES.muted}>
          {applicationConsentText(locale, vacancy.teamName, vacancy.title, vacancy.retentionMonths)}
        </p>
        <div>
          <Button htmlType="submit" variant="primary" loading={busy} aria-describedby={consentId}>
            {t('apply.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/**
 * The public vacancy page's application part: sign in or register (and come back) for a visitor;
 * the form for a candidate, or the stage of their application once sent; a note for recruiters.
 */
export function ApplyPanel({ vacancy, onApplied }: { vacancy: PublicVacancy; onApplied: () => void }) {
  const { t } = useTranslation('team');
  const session = useSession();
  const [sent, setSent] = useState(false);
  if (vacancy.status !== 'open') return <p className={PAGE_CLASSES.muted}>{t('apply.closed')}</p>;
  if (session === null) return <SignInToApply vacancyId={vacancy.id} />;
  if (session.user.kind !== 'candidate') return <p className={PAGE_CLASSES.muted}>{t('apply.recruiter')}</p>;
  if (vacancy.myApplication) return <Applied stage={vacancy.myApplication.stage} justSent={sent} />;
  return (
    <ApplyForm
      vacancy={vacancy}
      onApplied={() => {
        setSent(true);
        onApplied();
      }}
    />
  );
}
