import { INTERVIEW_REPLIES, type CandidateInterview } from '@platform/contract';
import { Button, formatDate, PAGE_CLASSES, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { useAnswerInterviewMutation, useMyInterviews } from '../api/interview-calls';

function InterviewItem({ interview }: { interview: CandidateInterview }) {
  const { t } = useTranslation('user');
  const { locale } = useMountProps();
  const answer = useAnswerInterviewMutation();
  const when = formatDate(locale, interview.startsAtUtc, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });
  const cancelled = interview.status === 'cancelled';
  return (
    <li>
      <p>
        <strong>{when}</strong> · {t('interviews.minutes', { count: interview.durationMinutes })}
        {cancelled && ` · ${t('interviews.cancelled')}`}
      </p>
      {interview.location !== null && <p>{interview.location}</p>}
      {interview.link !== null && (
        <p>
          <a className={PAGE_CLASSES.link} href={interview.link} target="_blank" rel="noopener noreferrer">
            {interview.link}
          </a>
        </p>
      )}
      {interview.interviewers.length > 0 && <p className={PAGE_CLASSES.muted}>{t('interviews.with', { names: interview.interviewers.join(', ') })}</p>}
      <p>{t('interviews.yourAnswer', { answer: t(`interviews.answer.${interview.answer}`) })}</p>
      {!cancelled && (
        <div className={PAGE_CLASSES.row} role="group" aria-label={t('interviews.answerLabel')}>
          {INTERVIEW_REPLIES.map((reply) => (
            <Button
              key={reply}
              variant={reply === 'accepted' ? 'default' : 'secondary'}
              aria-pressed={interview.answer === reply}
              loading={answer.isPending && answer.variables.answer === reply}
              onClick={() => answer.mutate({ id: interview.id, answer: reply })}
            >
              {t(`interviews.reply.${reply}`)}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}

/** The interviews of one application, as its candidate sees them, with their answer. */
export function ApplicationInterviews({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('user');
  const query = useMyInterviews();
  const interviews = (query.data?.items ?? []).filter((interview) => interview.applicationId === applicationId);
  if (interviews.length === 0) return null;
  return (
    <section aria-label={t('interviews.title')}>
      <h3>{t('interviews.title')}</h3>
      <ul className={PAGE_CLASSES.list}>
        {interviews.map((interview) => (
          <InterviewItem key={interview.id} interview={interview} />
        ))}
      </ul>
    </section>
  );
}
