import { useState } from 'react';
import type { TeamInterview } from '@platform/contract';
import { Button, ConfirmDialog, formatDate, PAGE_CLASSES, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { useCancelInterviewMutation } from '../api/interview-calls';
import styles from './board.module.css';
import { InterviewForm, viewerTimeZone } from './interview-form';

/** One interview: when in the viewer's zone (and at the place, when that differs), where, who and their answers; rescheduled or cancelled here. */
function InterviewItem({ interview, applicationId }: { interview: TeamInterview; applicationId: number }) {
  const { t } = useTranslation('team');
  const { locale } = useMountProps();
  const cancel = useCancelInterviewMutation(applicationId);
  const [changing, setChanging] = useState(false);
  const [confirming, setConfirming] = useState(false);
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
      {!cancelled &&
        (changing ? (
          <InterviewForm applicationId={applicationId} interview={interview} onDone={() => setChanging(false)} />
        ) : (
          <div className={PAGE_CLASSES.row}>
            <Button variant="secondary" onClick={() => setChanging(true)}>
              {t('interviews.reschedule')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('interviews.cancel')}
            </Button>
          </div>
        ))}
      <ConfirmDialog
        open={confirming}
        title={t('interviews.cancelTitle')}
        confirmLabel={t('interviews.cancel')}
        busy={cancel.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => cancel.mutate(interview.id, { onSuccess: () => setConfirming(false) })}
      >
        <p>{t('interviews.cancelText')}</p>
      </ConfirmDialog>
    </li>
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
      <InterviewForm applicationId={applicationId} />
    </section>
  );
}
