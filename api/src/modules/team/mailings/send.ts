import type { MailingCvRef } from '@platform/contract';
import type { Database, Queryable } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { queueMails } from '../../mail';
import type { TeamSession } from '../access';
import { contentHash, type MailingContext, personalise, planMailing } from './compose';
import { usedToday } from './recipients';
import type { MailingBody } from './schemas';

/** What {@link sendMailing} needs to know about the request. */
export interface SendRequest {
  vacancyId: number;
  session: TeamSession;
  input: MailingBody;
  refs: readonly MailingCvRef[];
  sourceDetail: Record<string, unknown>;
  context: MailingContext;
  idempotencyKey: string | undefined;
  dailyLimit: number;
}

async function existingMailing(tx: Queryable, teamId: string, key: string | undefined): Promise<number | null> {
  if (key === undefined) return null;
  const { rows } = await tx.query<{ id: number }>('SELECT id FROM mailings WHERE team_id = $1 AND idempotency_key = $2', [teamId, key]);
  return rows[0]?.id ?? null;
}

/**
 * Records a mailing and queues one message (one `mail.send` job) per recipient who can receive
 * it, in one transaction holding the team's row: concurrent mailings of a team are checked
 * against the same credits and daily cap one after the other, and a request repeated with the
 * same `Idempotency-Key` finds the first one's mailing instead of creating another.
 *
 * @returns the mailing's id, and `created: false` for a repeated key.
 * @throws ApiError 400 `no_recipients`, 429 `mailing_daily_limit`, 402 `insufficient_credits`,
 *   each with a field naming what is missing.
 */
export async function sendMailing(db: Database, request: SendRequest): Promise<{ id: number; created: boolean }> {
  const { session, input, context } = request;
  const teamId = session.team.id;
  const hash = contentHash(input);
  return db.transaction(async (tx) => {
    const team = await tx.query<{ credits: number }>('SELECT credits FROM teams WHERE id = $1 FOR UPDATE', [teamId]);
    const credits = team.rows[0]?.credits ?? 0;
    const existing = await existingMailing(tx, teamId, request.idempotencyKey);
    if (existing !== null) return { id: existing, created: false };

    const plan = await planMailing(tx, request.refs, teamId, hash);
    if (plan.reachable.length === 0) {
      const message = plan.all.length === 0 ? 'None of these CVs can be reached.' : 'Every recipient was skipped: none can receive this mailing.';
      throw new ApiError(400, 'validation_failed', message, [
        { path: 'recipients', message, code: 'no_recipients', params: { total: plan.all.length, skipped: plan.skipped.length } },
      ]);
    }
    const used = await usedToday(tx, teamId);
    if (used + plan.reachable.length > request.dailyLimit) {
      const remaining = Math.max(0, request.dailyLimit - used);
      const message = `The team may reach ${request.dailyLimit} recipients a day; ${remaining} remain today and this mailing has ${plan.reachable.length}.`;
      throw new ApiError(429, 'mailing_daily_limit', message, [
        { path: 'recipients', message, code: 'mailing_daily_limit', params: { limit: request.dailyLimit, used, remaining, requested: plan.reachable.length } },
      ]);
    }
    const cost = plan.charged.length;
    if (cost > credits) {
      const message = `This mailing needs ${cost} credits (recipients whose contacts the team has not revealed); the team has ${credits}: ${cost - credits} missing.`;
      throw new ApiError(402, 'insufficient_credits', message, [
        { path: 'recipients', message, code: 'insufficient_credits', params: { required: cost, available: credits, missing: cost - credits } },
      ]);
    }
    if (cost > 0) {
      await tx.query('UPDATE teams SET credits = credits - $2 WHERE id = $1', [teamId, cost]);
      // Paid like a reveal: the contacts are the team's from now on (later mailings and reveals are free).
      await tx.query(
        `INSERT INTO contact_reveals (team_id, resume_id, user_id, via)
         SELECT $1, id, $3, 'mailing' FROM unnest($2::bigint[]) AS c (id) ON CONFLICT DO NOTHING`,
        [teamId, plan.charged.map((recipient) => recipient.id), session.user.id],
      );
    }
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO mailings (vacancy_id, team_id, created_by, subject, body, source, source_detail, recipients, sent, skipped,
                             idempotency_key, charged, content_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [
        request.vacancyId,
        teamId,
        session.user.id,
        input.subject,
        input.body,
        input.recipients.source,
        JSON.stringify(request.sourceDetail),
        plan.all.length,
        plan.reachable.length,
        plan.skipped.length,
        request.idempotencyKey ?? null,
        cost,
        hash,
      ],
    );
    const mailingId = rows[0]?.id;
    if (mailingId === undefined) throw new Error('INSERT INTO mailings returned no row');
    const queued = await queueMails(
      tx,
      plan.reachable.map((recipient) => ({
        to: { email: recipient.email ?? '', name: recipient.name },
        template: 'mailing',
        locale: context.locale,
        variables: personalise(input, recipient, context),
        idempotencyKey: `mailing:${mailingId}:${recipient.id}`,
        resumeId: recipient.id,
      })),
    );
    const messageOf = new Map(plan.reachable.map((recipient, index) => [recipient.id, queued[index]?.id ?? null]));
    await tx.query(
      `INSERT INTO mailing_recipients (mailing_id, resume_type, resume_id, name, skip_reason, message_id)
       SELECT $1, * FROM unnest($2::text[], $3::bigint[], $4::text[], $5::text[], $6::bigint[])`,
      [
        mailingId,
        plan.all.map((recipient) => recipient.type),
        plan.all.map((recipient) => recipient.id),
        plan.all.map((recipient) => recipient.name),
        plan.all.map((recipient) => recipient.skipReason),
        plan.all.map((recipient) => messageOf.get(recipient.id) ?? null),
      ],
    );
    return { id: mailingId, created: true };
  });
}
