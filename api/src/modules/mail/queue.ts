import { randomBytes } from 'node:crypto';
import type { Locale } from '@platform/contract';
import type { Queryable } from '../../db/database';
import { enqueueJobs } from '../../jobs';
import { BUILT_IN_VARIABLES, getMailTemplate, placeholdersOf, renderSubject } from './templates';

/** The job kind that delivers one message. */
export const MAIL_SEND_JOB = 'mail.send';

/**
 * Attempts of a message before it is failed (transient errors only: the server unreachable, 4xx;
 * 5xx fail at once). With the runner's backoff (5 s doubling up to 1 h) 60 attempts span about
 * two days, as mail servers keep a message queued: a mail server down for hours loses nothing.
 */
export const MAIL_MAX_ATTEMPTS = 60;

/** One message to send, as other modules ask for it. */
export interface MailRequest {
  to: { email: string; name?: string };
  /** A template registered with `defineMailTemplate` (`invitation`, `mailing`, ...). */
  template: string;
  locale: Locale;
  /** Values of the template's `{variables}` (plain text: escaped in the HTML part). */
  variables: Readonly<Record<string, string>>;
  /**
   * Unique per message, stable across retries of the request that sends it
   * (`invitation:<id>`, `mailing:<id>:<cv>`): queueing it again creates nothing.
   */
  idempotencyKey: string;
  /** The CV the message goes to (mailings): its one-click unsubscribe sets the CV's "no mailings" flag. */
  resumeId?: number;
  /**
   * What the message's one-click unsubscribe stops, for messages a user chose to receive (a
   * scout's digest): a topic defined with `defineUnsubscribeTopic` and the key it acts on.
   */
  unsubscribe?: { topic: string; key: string };
  /**
   * The application the message is about: it carries the application's thread reply address
   * (`Reply-To`), so the reader's answer lands in the thread.
   */
  applicationId?: number;
  /** The Message-ID this message answers (`In-Reply-To` and `References`), so mail clients thread it. */
  inReplyTo?: string;
  /**
   * An iCalendar object (an invitation, an update, a cancellation) sent as the message's
   * `text/calendar` part, with the `method` its `METHOD` line names.
   */
  calendar?: string;
}

/** What {@link queueMails} did with one request. */
export interface QueuedMail {
  idempotencyKey: string;
  /** The message's id (`npm run outbox -- --show ID`). */
  id: number;
  /** false when a message with this key existed already (nothing new queued). */
  created: boolean;
}

function checkVariables(request: MailRequest): void {
  const template = getMailTemplate(request.template)[request.locale];
  const known = new Set<string>([...Object.keys(request.variables), ...BUILT_IN_VARIABLES]);
  const missing = placeholdersOf(`${template.subject}\n${template.text}`).filter((name) => !known.has(name));
  if (missing.length > 0) throw new Error(`Mail template ${request.template} needs {${missing.join('}, {')}}`);
}

function token(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * Queues messages inside the caller's transaction: each is stored (status `queued`) with a
 * `mail.send` job, so both exist only if the caller's writes commit, and delivery happens after
 * commit, retried until the server takes it. In bulk: three statements for any number of messages.
 *
 * @throws Error for an unknown template or a variable without a value (a programming error).
 */
export async function queueMails(tx: Queryable, requests: readonly MailRequest[]): Promise<QueuedMail[]> {
  if (requests.length === 0) return [];
  for (const request of requests) checkVariables(request);
  const domain = 'recruiting.platform';
  const { rows } = await tx.query<{ id: number; idempotency_key: string }>(
    `INSERT INTO mail_messages (idempotency_key, template, locale, variables, to_email, to_name, subject, message_id, unsubscribe_token, resume_id,
                                unsubscribe_topic, unsubscribe_key, application_id, in_reply_to, calendar)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::jsonb[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::bigint[],
                          $11::text[], $12::text[], $13::bigint[], $14::text[], $15::text[])
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id, idempotency_key`,
    [
      requests.map((request) => request.idempotencyKey),
      requests.map((request) => request.template),
      requests.map((request) => request.locale),
      requests.map((request) => JSON.stringify(request.variables)),
      requests.map((request) => request.to.email),
      requests.map((request) => request.to.name ?? ''),
      requests.map((request) => renderSubject(request.template, request.locale, { ...request.variables, unsubscribeUrl: '', privacyUrl: '', siteUrl: '' })),
      requests.map(() => `<${token()}@${domain}>`),
      requests.map(() => token()),
      requests.map((request) => request.resumeId ?? null),
      requests.map((request) => request.unsubscribe?.topic ?? null),
      requests.map((request) => request.unsubscribe?.key ?? null),
      requests.map((request) => request.applicationId ?? null),
      requests.map((request) => request.inReplyTo ?? null),
      requests.map((request) => request.calendar ?? null),
    ],
  );
  const applicationIds = [...new Set(requests.flatMap((request) => (request.applicationId === undefined ? [] : [request.applicationId])))];
  if (applicationIds.length > 0) {
    // The thread's reply address exists before its first message leaves (delivery reads it).
    await tx.query(
      `INSERT INTO application_threads (application_id, reply_token)
       SELECT id, token FROM unnest($1::bigint[], $2::text[]) AS t(id, token)
       ON CONFLICT (application_id) DO NOTHING`,
      [applicationIds, applicationIds.map(() => token())],
    );
  }
  const created = new Map(rows.map((row) => [row.idempotency_key, row.id]));
  await enqueueJobs(
    tx,
    rows.map((row) => ({ kind: MAIL_SEND_JOB, payload: { messageId: row.id }, idempotencyKey: `mail:${row.id}`, maxAttempts: MAIL_MAX_ATTEMPTS })),
  );
  const existingKeys = requests.map((request) => request.idempotencyKey).filter((key) => !created.has(key));
  const existing = new Map<string, number>();
  if (existingKeys.length > 0) {
    const found = await tx.query<{ id: number; idempotency_key: string }>(
      'SELECT id, idempotency_key FROM mail_messages WHERE idempotency_key = ANY($1::text[])',
      [existingKeys],
    );
    for (const row of found.rows) existing.set(row.idempotency_key, row.id);
  }
  return requests.map((request) => {
    const id = created.get(request.idempotencyKey);
    if (id !== undefined) return { idempotencyKey: request.idempotencyKey, id, created: true };
    return { idempotencyKey: request.idempotencyKey, id: existing.get(request.idempotencyKey) ?? 0, created: false };
  });
}

/**
 * Sends one e-mail, later and for sure: call it inside the transaction that makes the message
 * necessary (an invitation created, an application stored).
 *
 * ```ts
 * await queueMail(tx, { to: { email, name }, template: 'invitation', locale: 'ru',
 *   variables: { team: 'Acme', inviter: 'Anna', link }, idempotencyKey: `invitation:${id}` });
 * ```
 */
export async function queueMail(tx: Queryable, request: MailRequest): Promise<QueuedMail> {
  const [queued] = await queueMails(tx, [request]);
  if (queued === undefined) throw new Error('queueMails returned nothing');
  return queued;
}
