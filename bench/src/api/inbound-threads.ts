import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../api/src/db/database';
import { benchCvEmail } from './bench-target';
import type { ReplySpec } from './reply-sender';

/** `MAIL_REPLY_DOMAIN` of the inbound bench: replies go to `reply+<token>@` it. */
export const REPLY_DOMAIN = 'reply.bench.test';

const RECRUITER = 'bench@bench.test';
const TEAM_MESSAGE = 'Could we talk this week about the role? Tell me a time that suits you.';

/** A thread to reply to: its reply address, the team message's Message-ID, the candidate's address. */
export interface ReplyThread {
  address: string;
  messageId: string;
  from: string;
}

/**
 * A recruiter (signed in: `cookie`) with an open vacancy that the first `count` of `cvIds` applied
 * to (their candidates' names and addresses), and a team message written through the API in each
 * application's thread: the platform makes each thread's reply address then, as for any message
 * it sends about an application. The messages stay queued (no job runner): their reply addresses
 * and Message-IDs are read from the database, as a mail program reads them from the e-mail.
 */
export async function openThreads(app: FastifyInstance, db: Database, cvIds: readonly number[], count: number): Promise<{ cookie: string; threads: ReplyThread[] }> {
  const register = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: RECRUITER, password: 'bench-password-1', name: 'Bench', kind: 'recruiter' } });
  const cookie = `sid=${register.cookies.find((item) => item.name === 'sid')?.value ?? ''}`;
  const vacancy = await app.inject({ method: 'POST', url: '/api/team/vacancies', headers: { cookie }, payload: { title: 'Go developer', status: 'open' } });
  const vacancyId = Number(vacancy.json<{ id: number }>().id);
  const applied = cvIds.slice(0, count);
  const { rows: applications } = await db.query<{ id: string }>(
    `INSERT INTO applications (vacancy_id, name, email, resume_id)
     SELECT $1, name, email, resume_id FROM unnest($2::text[], $3::text[], $4::bigint[]) AS t(name, email, resume_id)
     RETURNING id::text`,
    [vacancyId, applied.map((_, index) => `Candidate ${index}`), applied.map((_, index) => benchCvEmail(index)), applied],
  );
  for (const application of applications) {
    const written = await app.inject({ method: 'POST', url: `/api/team/applications/${application.id}/messages`, headers: { cookie }, payload: { body: TEAM_MESSAGE } });
    if (written.statusCode !== 201) throw new Error(`the team message was refused: ${written.statusCode} ${written.body}`);
  }
  const { rows } = await db.query<{ reply_token: string; message_id: string; email: string }>(
    `SELECT t.reply_token, m.message_id, a.email
       FROM application_threads t JOIN applications a ON a.id = t.application_id JOIN mail_messages m ON m.application_id = a.id
      WHERE a.vacancy_id = $1 ORDER BY a.id`,
    [vacancyId],
  );
  if (rows.length !== count) throw new Error(`${rows.length} threads with a reply address, ${count} expected`);
  return { cookie, threads: rows.map((row) => ({ address: `reply+${row.reply_token}@${REPLY_DOMAIN}`, messageId: row.message_id, from: row.email })) };
}

/** `count` replies to the threads in turn, each with a Message-ID of its own (`run` tells runs apart). */
export function repliesTo(threads: readonly ReplyThread[], count: number, run: string): ReplySpec[] {
  const replies: ReplySpec[] = [];
  for (let index = 0; index < count; index += 1) {
    const thread = threads[index % threads.length];
    if (thread === undefined) throw new Error('no thread to reply to');
    replies.push({ to: thread.address, from: thread.from, inReplyTo: thread.messageId, messageId: `<reply-${run}-${index}@mail.bench.test>`, index });
  }
  return replies;
}
