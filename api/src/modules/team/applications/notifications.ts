import type { ApplicationStage, Locale } from '@platform/contract';
import type { Queryable } from '../../../db/database';
import { type MailRequest, queueMails } from '../../mail';
import './mail-templates';

/** Stages whose arrival the candidate is told of by e-mail. */
const ANNOUNCED_STAGES: ReadonlySet<ApplicationStage> = new Set(['offer', 'hired', 'rejected']);

interface ApplicationContext {
  vacancy_id: number;
  vacancy: string;
  team_id: string;
  team: string;
  candidate_email: string | null;
  candidate_name: string;
  candidate_locale: Locale | null;
}

async function loadContext(tx: Queryable, applicationId: number): Promise<ApplicationContext> {
  const { rows } = await tx.query<ApplicationContext>(
    `SELECT v.id AS vacancy_id, v.title AS vacancy, t.id AS team_id, t.name AS team,
            u.email AS candidate_email, COALESCE(NULLIF(r.name, ''), a.name) AS candidate_name, u.locale AS candidate_locale
       FROM applications a
       JOIN vacancies v ON v.id = a.vacancy_id
       JOIN teams t ON t.id = v.team_id
       LEFT JOIN users u ON u.id = a.user_id
       LEFT JOIN resumes r ON r.id = a.resume_id
      WHERE a.id = $1`,
    [applicationId],
  );
  const row = rows[0];
  if (row === undefined) throw new Error(`Application ${applicationId} vanished inside its transaction`);
  return row;
}

const localized = (locale: Locale, path: string) => (locale === 'ru' ? `/ru${path}` : path);

/**
 * Queues, inside the application's transaction, the candidate's confirmation and a notice to each
 * member of the vacancy's team, each in the reader's language. Keys name the application, so a
 * retried request queues nothing twice.
 */
export async function notifyApplied(tx: Queryable, applicationId: number): Promise<void> {
  const context = await loadContext(tx, applicationId);
  const members = await tx.query<{ id: string; email: string; locale: Locale }>(
    `SELECT u.id, u.email, u.locale FROM team_members m JOIN users u ON u.id = m.user_id WHERE m.team_id = $1 ORDER BY u.id`,
    [context.team_id],
  );
  const requests: MailRequest[] = members.rows.map((member) => ({
    to: { email: member.email },
    template: 'application-new',
    locale: member.locale,
    variables: { candidate: context.candidate_name, vacancy: context.vacancy, link: localized(member.locale, `/team/vacancy/${context.vacancy_id}/applications`) },
    idempotencyKey: `application:${applicationId}:team:${member.id}`,
    applicationId,
  }));
  if (context.candidate_email !== null) {
    const locale = context.candidate_locale ?? 'en';
    requests.push({
      to: { email: context.candidate_email, name: context.candidate_name },
      template: 'application-received',
      locale,
      variables: { name: context.candidate_name, vacancy: context.vacancy, team: context.team, link: localized(locale, '/user/applications') },
      idempotencyKey: `application:${applicationId}:received`,
      applicationId,
    });
  }
  await queueMails(tx, requests);
}

/**
 * Tells the candidate, inside the move's transaction, that their application reached offer,
 * hired or rejected (other stages are the team's working steps). Keyed by the history row, so a
 * reopened and again rejected application is told again, a retried request not.
 */
export async function notifyStage(tx: Queryable, applicationId: number, eventId: number, stage: ApplicationStage): Promise<void> {
  if (!ANNOUNCED_STAGES.has(stage)) return;
  const context = await loadContext(tx, applicationId);
  if (context.candidate_email === null) return;
  const locale = context.candidate_locale ?? 'en';
  await queueMails(tx, [
    {
      to: { email: context.candidate_email, name: context.candidate_name },
      template: `application-${stage}`,
      locale,
      variables: { name: context.candidate_name, vacancy: context.vacancy, team: context.team, link: localized(locale, '/user/applications') },
      idempotencyKey: `application:${applicationId}:stage:${eventId}`,
      applicationId,
    },
  ]);
}
