import { z } from 'zod';
import type { Database } from '../../../api/src/db/database';
import { validateResume } from '../../../api/src/modules/cv/json-resume';
import { buildResumeRow } from '../../../api/src/modules/cv/resume-row';
import { insertResumes } from '../../../api/src/modules/cv/resume-store';
import type { SmtpTestServer } from '../../../api/src/modules/mail/testing/smtp-test-server';

/** What the worker kill showed. */
export interface WorkerKillResult {
  recipients: number;
  /** Distinct mailing messages the SMTP server had when the worker was killed. */
  receivedAtKill: number;
  /** Mailing messages recorded `sent` at the end (must equal `recipients`). */
  sent: number;
  /** Distinct Message-IDs the SMTP server received for the mailing (must equal `recipients`). */
  distinctReceived: number;
  /** Messages received more than once (same Message-ID): the delivery interrupted between the server's 250 and the `sent` record. */
  resent: number;
  /** `mail.send` jobs left not `done` (must be 0). */
  unfinishedJobs: number;
  seconds: number;
}

const DOMAIN = 'topology.test';

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function call(origin: string, method: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${origin}${path}`, { method, headers: { 'content-type': 'application/json', origin, ...headers }, body: JSON.stringify(body) });
}

/**
 * A mailing through the site (nginx → an API process) to `recipients` new CVs, delivered by the
 * worker to a real SMTP server; the worker is killed with SIGKILL once a fifth has arrived, and
 * started again. Every message must end `sent` and arrive, every job `done`.
 */
export async function killWorkerMidMailing(options: {
  origin: string;
  primary: Database;
  smtp: SmtpTestServer;
  recipients: number;
  killWorker(): Promise<void>;
  startWorker(): Promise<void>;
}): Promise<WorkerKillResult> {
  const { origin, primary, smtp, recipients } = options;
  const started = performance.now();
  const email = `mailer-${Date.now()}@${DOMAIN}`;
  const registered = await call(origin, 'POST', '/api/auth/register', { email, password: 'topology-password-1', name: 'Topology mailer', kind: 'recruiter' });
  if (registered.status !== 201) throw new Error(`registering the mailer failed: ${registered.status} ${await registered.text()}`);
  const sid = /sid=([^;]+)/.exec(registered.headers.get('set-cookie') ?? '')?.[1];
  if (sid === undefined) throw new Error('the registration set no session cookie');
  const cookie = `sid=${sid}`;
  // As if the mailed link was followed, with credits for every recipient.
  await primary.query('UPDATE users SET email_verified_at = now() WHERE email = $1', [email]);
  await primary.query('UPDATE teams SET credits = $1 WHERE id = (SELECT m.team_id FROM team_members m JOIN users u ON u.id = m.user_id WHERE u.email = $2)', [recipients * 2, email]);

  const rows = Array.from({ length: recipients }, (_, index) => {
    const validation = validateResume({ basics: { name: `Recipient ${index}`, label: 'Go developer', email: `recipient-${index}-${sid.slice(0, 8)}@${DOMAIN}` } });
    if (!validation.ok) throw new Error('invalid recipient CV');
    return buildResumeRow(validation.value, { type: 'internal', username: null, ownerUserId: null, teamId: null, visibility: 'public', isDemo: false, updatedAt: new Date() });
  });
  const ids = await insertResumes(primary, rows, { vocabulary: false });

  const vacancy = await call(origin, 'POST', '/api/team/vacancies', { title: 'Go developer', status: 'open' }, { cookie });
  if (vacancy.status !== 201) throw new Error(`creating the vacancy failed: ${vacancy.status} ${await vacancy.text()}`);
  const vacancyId = z.object({ id: z.number() }).parse(await vacancy.json()).id;
  const mailing = await call(
    origin,
    'POST',
    `/api/team/vacancies/${vacancyId}/mailings`,
    { subject: 'A role for you, {name}', body: 'Hello {name},\n\n{team} is hiring.\n\n{sender}', recipients: { source: 'selection', cvs: ids.map((id) => ({ type: 'internal', id })) } },
    { cookie, 'idempotency-key': `topology-${sid.slice(0, 12)}` },
  );
  if (mailing.status !== 201) throw new Error(`the mailing was refused: ${mailing.status} ${await mailing.text()}`);

  const mailingIds = (): string[] => smtp.received.filter((message) => message.to.some((to) => to.startsWith('recipient-'))).map((message) => message.messageId);
  await until('a fifth of the mailing delivered', () => new Set(mailingIds()).size >= recipients / 5, 120_000);
  await options.killWorker();
  const receivedAtKill = new Set(mailingIds()).size;
  await options.startWorker();

  const count = async (sql: string): Promise<number> => (await primary.query<{ n: number }>(sql, [`%@${DOMAIN}`])).rows[0]?.n ?? 0;
  const sentSql = "SELECT count(*)::int AS n FROM mail_messages WHERE to_email LIKE $1 AND to_email LIKE 'recipient-%' AND status = 'sent'";
  const unfinishedSql =
    "SELECT count(*)::int AS n FROM jobs j JOIN mail_messages m ON m.id = (j.payload->>'messageId')::bigint WHERE m.to_email LIKE $1 AND j.kind = 'mail.send' AND j.state <> 'done'";
  await until('every message of the mailing sent and its job done after the restart', async () => (await count(sentSql)) === recipients && (await count(unfinishedSql)) === 0, 180_000);
  const unfinishedJobs = await count(unfinishedSql);
  const all = mailingIds();
  const distinct = new Set(all).size;
  return {
    recipients,
    receivedAtKill,
    sent: await count(sentSql),
    distinctReceived: distinct,
    resent: all.length - distinct,
    unfinishedJobs,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
