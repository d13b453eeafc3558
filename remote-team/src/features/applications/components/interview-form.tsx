import { useState } from 'react';
import {
  INTERVIEW_LINK_MAX_LENGTH,
  INTERVIEW_LOCATION_MAX_LENGTH,
  INTERVIEW_NOTES_MAX_LENGTH,
  interviewBodySchema,
  type InterviewBody,
  type TeamInterview,
} from '@platform/contract';
import { Button, Checkbox, FormField, isApiError, PAGE_CLASSES, Select, TextArea, TextInput } from '@platform/shared';
import { useSchemaForm } from '@platform/shared/forms';
import { useTranslation } from '@platform/shared/react-i18next';
import { useChangeInterviewMutation, useInterviewers, useScheduleInterviewMutation } from '../api/interview-calls';

/** The viewer's own zone: times are shown in it, with its name. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** IANA zones to choose the place's from (the given one first, then the viewer's). */
function timeZoneOptions(first: string): Array<{ value: string; label: string }> {
  const own = viewerTimeZone();
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [own];
  const leading = [...new Set([first, own])];
  return [...leading, ...all.filter((zone) => !leading.includes(zone))].map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}

/** The form's values of an interview as it stands: what a change starts from. */
function valuesOf(interview: TeamInterview): InterviewBody {
  return {
    startsAt: interview.startsAt,
    timeZone: interview.timeZone,
    durationMinutes: interview.durationMinutes,
    interviewerIds: interview.attendees.flatMap((attendee) => (attendee.role === 'interviewer' && attendee.userId !== null ? [attendee.userId] : [])),
    location: interview.location ?? '',
    link: interview.link ?? '',
    notes: interview.notes,
  };
}

const EMPTY: InterviewBody = { startsAt: '', timeZone: '', durationMinutes: 60, interviewerIds: [], location: '', link: '', notes: '' };

interface InterviewFormProps {
  applicationId: number;
  /** The interview to reschedule; without one the form schedules a new interview. */
  interview?: TeamInterview;
  /** After a change was sent, or on Cancel (a change only). */
  onDone?: () => void;
}

/**
 * Schedules an interview, or changes one (a new time, place or interviewers go to every calendar
 * as an update), checked by the contract's `interviewBodySchema`; a busy interviewer is a
 * warning to confirm.
 */
export function InterviewForm({ applicationId, interview, onDone }: InterviewFormProps) {
  const { t } = useTranslation('team');
  const members = useInterviewers();
  const schedule = useScheduleInterviewMutation(applicationId);
  const change = useChangeInterviewMutation(applicationId);
  const [overlap, setOverlap] = useState<string | null>(null);
  const { form, errorOf, failure, busy, onSubmit } = useSchemaForm(interviewBodySchema, {
    namespace: 'team',
    defaultValues: interview === undefined ? { ...EMPTY, timeZone: viewerTimeZone() } : valuesOf(interview),
    messages: { startsAt: t('interviews.startsAtRequired'), interviewerIds: t('interviews.interviewersRequired') },
  });
  const chosen = form.watch('interviewerIds');
  const submit = onSubmit(async (values) => {
    const body = { ...values, confirmOverlap: overlap !== null };
    try {
      if (interview === undefined) await schedule.mutateAsync(body);
      else await change.mutateAsync({ id: interview.id, body });
      setOverlap(null);
      form.reset();
      onDone?.();
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
  const title = interview === undefined ? t('interviews.schedule') : t('interviews.reschedule');
  return (
    <form className={PAGE_CLASSES.form} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <h4>{title}</h4>
      <FormField label={t('interviews.startsAt')} hint={t('interviews.startsAtHint')} error={errorOf('startsAt')}>
        <TextInput type="datetime-local" {...form.register('startsAt')} />
      </FormField>
      <FormField label={t('interviews.timeZone')} error={errorOf('timeZone')}>
        <Select options={timeZoneOptions(interview?.timeZone ?? viewerTimeZone())} {...form.register('timeZone')} />
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
      <div className={PAGE_CLASSES.row}>
        <Button htmlType="submit" loading={busy}>
          {overlap !== null ? t('interviews.sendAnyway') : interview === undefined ? t('interviews.send') : t('interviews.sendChange')}
        </Button>
        {interview !== undefined && <Button onClick={onDone}>{t('interviews.keep')}</Button>}
      </div>
    </form>
  );
}
