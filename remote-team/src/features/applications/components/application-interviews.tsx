import { useState } from 'react';
import {
  INTERVIEW_LINK_MAX_LENGTH,
  INTERVIEW_LOCATION_MAX_LENGTH,
  INTERVIEW_NOTES_MAX_LENGTH,
  interviewBodySchema,
  type TeamInterview,
} from '@platform/contract';
import {
  Button,
  Checkbox,
  FormField,
  formatDate,
  isApiError,
  PAGE_CLASSES,
  Select,
  TextArea,
  TextInput,
  useMountProps,
  useSchemaForm,
} from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { useCancelInterviewMutation, useInterviewers, useScheduleInterviewMutation } from '../api/interview-calls';
import styles from './board.module.css';

/** The viewer's own zone: times are shown in it, with its name. */
function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** IANA zones to choose the place's from (the viewer's first). */
function timeZoneOptions(): Array<{ value: string; label: string }> {
  const own = viewerTimeZone();
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [own];
  return [own, ...all.filter((zone) => zone !== own)].map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}

/** One interview: when in the viewer's zone (and at the place, when that differs), where, who and their answers. */
function InterviewItem({ interview, applicationId }: { interview: TeamInterview; applicationId: number }) {
  const { t } = useTranslation('team');
  const { locale } = useMountProps();
  const cancel = useCancelInterviewMutation(applicationId);
  const own = viewerTimeZone();
  const when = formatDate(locale, interview.startsAtUtc, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });
  const atPlace = formatDate(locale, interview.startsAtUtc, { timeStyle: 'short', timeZone: interview.timeZone });
  const cancelled = interview.status === 'cancelled';
  return (
    <li>
      <p>
        <strong>{when}</strong> · {t('interviews.minutes', { count: interview.durationMinutes })}
        {interview.timeZone !== own && ` · ${t('interviews.atPlace', { time: atPlace, zone: interview.timeZone })}`}
        {cancelled && ` · ${t('interviews.cancelled')}`}
      </p>
      {interview.location !== null && <p className={PAGE_CLASSES.muted}>{interview.location}</p>}
      {interview.link !== null && (
        <p>
          <a className={PAGE_CLASSES.link} href={interview.link} target="_blank" rel="noopener noreferrer">
            {interview.link}
          </a>
        </p>
      )}
      <ul aria-label={t('interviews.attendees')}>
        {interview.attendees.map((attendee) => (
          <li key={`${attendee.role}-${attendee.userId ?? 'candidate'}`}>
            {attendee.name} ({t(`interviews.role.${attendee.role}`)}): {t(`interviews.answer.${attendee.answer}`)}
          </li>
        ))}
      </ul>
      {interview.notes !== '' && <p className={PAGE_CLASSES.prose}>{interview.notes}</p>}
      {!cancelled && (
        <Button variant="secondary" loading={cancel.isPending} onClick={() => cancel.mutate(interview.id)}>
          {t('interviews.cancel')}
        </Button>
      )}
    </li>
  );
}

/** Schedules an interview, checked by the contract's `interviewBodySchema`; a busy interviewer is a warning to confirm. */
function ScheduleForm({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('team');
  const members = useInterviewers();
  const schedule = useScheduleInterviewMutation(applicationId);
  const [overlap, setOverlap] = useState<string | null>(null);
  const { form, errorOf, failure, busy, onSubmit } = useSchemaForm(interviewBodySchema, {
    namespace: 'team',
    defaultValues: { startsAt: '', timeZone: viewerTimeZone(), durationMinutes: 60, interviewerIds: [], location: '', link: '', notes: '' },
    messages: { startsAt: t('interviews.startsAtRequired'), interviewerIds: t('interviews.interviewersRequired') },
  });
  const chosen = form.watch('interviewerIds');
  const submit = onSubmit(async (values) => {
    try {
      await schedule.mutateAsync({ ...values, confirmOverlap: overlap !== null });
      setOverlap(null);
      form.reset();
    } catch (error) {
      // 409: an interviewer is busy then; the next submit confirms.
      if (isApiError(error) && error.code === 'interview_overlap') {
        setOverlap(error.message);
        return;
      }
      throw error;
    }
  });
  const toggle = (id: string, on: boolean) =>
    form.setValue('interviewerIds', on ? [...chosen, id] : chosen.filter((item) => item !== id), { shouldValidate: form.formState.isSubmitted });
  return (
    <form className={PAGE_CLASSES.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('interviews.schedule')}>
      <h4>{t('interviews.schedule')}</h4>
      <FormField label={t('interviews.startsAt')} hint={t('interviews.startsAtHint')} error={errorOf('startsAt')}>
        <TextInput type="datetime-local" {...form.register('startsAt')} />
      </FormField>
      <FormField label={t('interviews.timeZone')} error={errorOf('timeZone')}>
        <Select options={timeZoneOptions()} {...form.register('timeZone')} />
      </FormField>
      <FormField label={t('interviews.duration')} error={errorOf('durationMinutes')}>
        <TextInput type="number" min={5} max={480} step={5} {...form.register('durationMinutes', { valueAsNumber: true })} />
      </FormField>
      <fieldset>
        <legend>{t('interviews.interviewers')}</legend>
        {(members.data?.members ?? []).map((member) => (
          <Checkbox key={member.id} label={member.name} checked={chosen.includes(member.id)} onChange={(event) => toggle(member.id, event.currentTarget.checked)} />
        ))}
        {errorOf('interviewerIds') !== undefined && <p role="alert">{errorOf('interviewerIds')}</p>}
      </fieldset>
      <FormField label={t('interviews.location')} error={errorOf('location')}>
        <TextInput maxLength={INTERVIEW_LOCATION_MAX_LENGTH} {...form.register('location')} />
      </FormField>
      <FormField label={t('interviews.link')} error={errorOf('link')}>
        <TextInput type="url" maxLength={INTERVIEW_LINK_MAX_LENGTH} {...form.register('link')} />
      </FormField>
      <FormField label={t('interviews.notes')} hint={t('interviews.notesHint')} error={errorOf('notes')}>
        <TextArea maxLength={INTERVIEW_NOTES_MAX_LENGTH} {...form.register('notes')} />
      </FormField>
      {overlap !== null && <p role="alert">{t('interviews.overlap')}</p>}
      {failure !== null && <p role="alert">{failure}</p>}
      <div>
        <Button htmlType="submit" loading={busy}>
          {overlap === null ? t('interviews.send') : t('interviews.sendAnyway')}
        </Button>
      </div>
    </form>
  );
}

/** The application's interviews and the form to schedule one (an invitation to every calendar). */
export function ApplicationInterviews({ applicationId, interviews }: { applicationId: number; interviews: readonly TeamInterview[] }) {
  const { t } = useTranslation('team');
  return (
    <section aria-label={t('interviews.title')}>
      <h3>{t('interviews.title')}</h3>
      {interviews.length === 0 ? (
        <p className={PAGE_CLASSES.muted}>{t('interviews.none')}</p>
      ) : (
        <ul className={styles.history}>
          {interviews.map((interview) => (
            <InterviewItem key={interview.id} interview={interview} applicationId={applicationId} />
          ))}
        </ul>
      )}
      <ScheduleForm applicationId={applicationId} />
    </section>
  );
}
