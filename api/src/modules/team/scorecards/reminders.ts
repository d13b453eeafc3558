import { z } from 'zod';
import type { Locale } from '@platform/contract';
import type { JobRegistry } from '../../../jobs';
import { defineMailTemplate, queueMails } from '../../mail';

export const SCORECARD_REMIND_JOB = 'scorecard.remind';

const PAYLOAD = z.object({ scorecardId: z.number().int().positive(), dueAt: z.string() });

defineMailTemplate('scorecard-reminder', {
  en: {
    subject: 'Your scorecard for {candidate} ({vacancy}) is due',
    text: 'Hello {name},\n\nYou interviewed {candidate} for the vacancy {vacancy} and have not submitted your scorecard yet. Rate each competency and give your recommendation while the interview is fresh: {siteUrl}{link}',
  },
  ru: {
    subject: 'Ждём вашу оценку кандидата {candidate} («{vacancy}»)',
    text: 'Здравствуйте, {name}!\n\nВы провели собеседование с кандидатом {candidate} на вакансию «{vacancy}», но ещё не заполнили оценочную карту. Оцените каждую компетенцию и дайте рекомендацию, пока собеседование свежо в памяти: {siteUrl}{link}',
  },
});

interface DueReminder {
  vacancy_id: number;
  vacancy: string;
  candidate: string;
  email: string;
  name: string;
  locale: Locale;
}

const localized = (locale: Locale, path: string) => (locale === 'ru' ? `/ru${path}` : path);

/**
 * `scorecard.remind`: at a scorecard's due time, one e-mail to an interviewer who has not submitted
 * it. The scorecard is marked reminded and the e-mail queued in the transaction that completes the
 * job, so a run killed at any point either did both or neither, and a retry or a second worker
 * finds it reminded. A scorecard submitted, withdrawn, moved to another due time (its own job
 * carries that time) or whose interviewer left the team gets nothing.
 */
export function defineScorecardReminders(jobs: JobRegistry, leaseMs = 15_000): void {
  jobs.define({
    kind: SCORECARD_REMIND_JOB,
    payload: PAYLOAD,
    leaseMs,
    handler: async ({ scorecardId, dueAt }, { completeWith }) => {
      await completeWith(async (tx) => {
        const { rows } = await tx.query<DueReminder>(
          `UPDATE scorecards s SET reminded_at = now()
             FROM applications a
             JOIN vacancies v ON v.id = a.vacancy_id
             LEFT JOIN resumes r ON r.id = a.resume_id
             CROSS JOIN users u
            WHERE s.id = $1 AND a.id = s.application_id AND u.id = s.interviewer_id
              AND s.submitted_at IS NULL AND s.reminded_at IS NULL AND s.due_at = $2::timestamptz
              AND EXISTS (SELECT 1 FROM team_members tm WHERE tm.team_id = v.team_id AND tm.user_id = s.interviewer_id)
           RETURNING v.id AS vacancy_id, v.title AS vacancy,
                     COALESCE(NULLIF(r.name, ''), a.name) AS candidate, u.email, u.name, u.locale`,
          [scorecardId, dueAt],
        );
        const row = rows[0];
        if (row === undefined) return;
        await queueMails(tx, [
          {
            to: { email: row.email, name: row.name },
            template: 'scorecard-reminder',
            locale: row.locale,
            variables: { name: row.name, candidate: row.candidate, vacancy: row.vacancy, link: localized(row.locale, `/team/vacancy/${row.vacancy_id}/applications`) },
            idempotencyKey: `scorecard-reminder:${scorecardId}`,
          },
        ]);
      });
    },
  });
}
