import type { Locale, ThreadSide } from '@platform/contract';
import type { Queryable } from '../../../db/database';
import { type MailRequest, queueMails } from '../../mail';
import './mail-templates';

interface ThreadContext {
  vacancy_id: number;
  vacancy: string;
  team_id: string;
  team: string;
  candidate_email: string;
  candidate_name: string;
  candidate_locale: Locale | null;
  /** The candidate's last e-mailed reply: the team's next message answers it. */
  last_reply_id: string | null;
}

/** The application's vacancy, team and candidate (a platform account's address, else the one it was sent or imported with). */
export async function threadContext(db: Queryable, applicationId: number): Promise<ThreadContext> {
  const { rows } = await db.query<ThreadContext>(
    `SELECT v.id AS vacancy_id, v.title AS vacancy, t.id AS team_id, t.name AS team,
            COALESCE(u.email, a.email) AS candidate_email, COALESCE(NULLIF(r.name, ''), a.name) AS candidate_name, u.locale AS candidate_locale,
            (SELECT m.email_message_id FROM application_messages m
              WHERE m.application_id = a.id AND m.side = 'candidate' AND m.email_message_id IS NOT NULL ORDER BY m.id DESC LIMIT 1) AS last_reply_id
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

/**
 * The team members who follow an application: those who wrote in its thread or moved it, and the
 * vacancy's owner, while they are members of the vacancy's team.
 */
export async function followers(db: Queryable, applicationId: number): Promise<Array<{ id: string; email: string; locale: Locale }>> {
  const { rows } = await db.query<{ id: string; email: string; locale: Locale }>(
    `SELECT u.id, u.email, u.locale
       FROM applications a
       JOIN vacancies v ON v.id = a.vacancy_id
       JOIN team_members tm ON tm.team_id = v.team_id
       JOIN users u ON u.id = tm.user_id
      WHERE a.id = $1
        AND (u.id = v.created_by
             OR EXISTS (SELECT 1 FROM application_messages m WHERE m.application_id = a.id AND m.side = 'team' AND m.author_id = u.id)
             OR EXISTS (SELECT 1 FROM application_stage_events e WHERE e.application_id = a.id AND e.actor_id = u.id))
      ORDER BY u.id`,
    [applicationId],
  );
  return rows;
}

const localized = (locale: Locale, path: string) => (locale === 'ru' ? `/ru${path}` : path);

/**
 * Queues, inside the message's transaction, the e-mails to the other side: a team message to the
 * candidate, a candidate's message to the team's followers (its writer excepted). Keyed by the
 * message, so a retried request queues nothing twice.
 */
export async function notifyThreadMessage(
  tx: Queryable,
  message: { id: number; applicationId: number; side: ThreadSide; authorId: string | null; authorName: string; body: string },
): Promise<void> {
  const context = await threadContext(tx, message.applicationId);
  const requests: MailRequest[] = [];
  if (message.side === 'team') {
    const locale = context.candidate_locale ?? 'en';
    requests.push({
      to: { email: context.candidate_email, name: context.candidate_name },
      template: 'thread-message-candidate',
      locale,
      variables: { name: context.candidate_name, author: message.authorName, team: context.team, vacancy: context.vacancy, message: message.body, link: localized(locale, '/user/applications') },
      idempotencyKey: `thread:${message.id}:candidate`,
      applicationId: message.applicationId,
      ...(context.last_reply_id === null ? {} : { inReplyTo: context.last_reply_id }),
    });
  } else {
    for (const member of await followers(tx, message.applicationId)) {
      if (member.id === message.authorId) continue;
      requests.push({
        to: { email: member.email },
        template: 'thread-message-team',
        locale: member.locale,
        variables: {
          candidate: context.candidate_name,
          vacancy: context.vacancy,
          message: message.body,
          link: localized(member.locale, `/team/vacancy/${context.vacancy_id}/applications`),
        },
        idempotencyKey: `thread:${message.id}:team:${member.id}`,
        applicationId: message.applicationId,
      });
    }
  }
  await queueMails(tx, requests);
}
