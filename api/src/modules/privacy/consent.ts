import { createHash, randomBytes } from 'node:crypto';
import { type CvPrivacy, type Locale, PRIVACY_ENDPOINTS, PRIVACY_RULES } from '@platform/contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/errors';
import { queueMail } from '../mail';
import { type AuditActor, recordAudit } from './audit';
import { CURRENT_CONSENT, RETAINED_UNTIL } from './sql';
import { consentText } from './texts';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

interface PrivacyRow {
  state: 'requested' | 'given' | 'refused' | null;
  requested_at: Date | null;
  requested_by: string | null;
  answered_at: Date | null;
  valid_until: Date | null;
  consent_text: string | null;
  hold_reason: string | null;
  hold_by: string | null;
  hold_at: Date | null;
  retention_hidden_at: Date | null;
  retained_until: Date;
  current: boolean;
}

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

/**
 * The privacy state of a team's imported CV (hidden ones included: the team still decides about
 * them); 404 for any CV the team did not import.
 */
export async function cvPrivacy(db: Queryable, teamId: string, type: string, resumeId: number): Promise<CvPrivacy> {
  const { rows } = await db.query<PrivacyRow>(
    `SELECT c.state, c.requested_at, ru.name AS requested_by, c.answered_at, c.valid_until, c.consent_text,
            h.reason AS hold_reason, hu.name AS hold_by, h.set_at AS hold_at, r.retention_hidden_at,
            CASE WHEN ${CURRENT_CONSENT} THEN greatest(${RETAINED_UNTIL}, c.valid_until) ELSE ${RETAINED_UNTIL} END AS retained_until,
            coalesce(${CURRENT_CONSENT}, false) AS current
       FROM resumes r JOIN teams t ON t.id = r.team_id
       LEFT JOIN cv_consents c ON c.resume_id = r.id LEFT JOIN users ru ON ru.id = c.requested_by
       LEFT JOIN cv_legal_holds h ON h.resume_id = r.id LEFT JOIN users hu ON hu.id = h.set_by
      WHERE r.id = $1 AND r.type = 'imported' AND $3 = 'imported' AND r.team_id = $2`,
    [resumeId, teamId, type],
  );
  const row = rows[0];
  if (row === undefined) throw new ApiError(404, 'not_found', 'Your team has imported no such CV.');
  return {
    consent: {
      state: row.state ?? 'not_requested',
      requestedAt: iso(row.requested_at),
      requestedBy: row.requested_by,
      answeredAt: iso(row.answered_at),
      validUntil: iso(row.valid_until),
      text: row.consent_text,
    },
    legalHold: row.hold_reason === null || row.hold_at === null ? null : { reason: row.hold_reason, setBy: row.hold_by, setAt: row.hold_at.toISOString() },
    hiddenAt: iso(row.retention_hidden_at),
    retainedUntil: row.retained_until.toISOString(),
  };
}

/** Locks a team's imported CV for a change of its privacy state; 404 when the team has none such. */
async function lockTeamCv(tx: Queryable, teamId: string, type: string, resumeId: number): Promise<{ email: string; name: string; teamName: string; months: number }> {
  const { rows } = await tx.query<{ email: string | null; name: string; team_name: string; months: number }>(
    `SELECT r.resume->'basics'->>'email' AS email, r.name, t.name AS team_name, t.cv_retention_months AS months
       FROM resumes r JOIN teams t ON t.id = r.team_id
      WHERE r.id = $1 AND r.type = 'imported' AND $3 = 'imported' AND r.team_id = $2 FOR UPDATE OF r`,
    [resumeId, teamId, type],
  );
  const row = rows[0];
  if (row === undefined) throw new ApiError(404, 'not_found', 'Your team has imported no such CV.');
  return { email: (row.email ?? '').trim(), name: row.name, teamName: row.team_name, months: row.months };
}

/**
 * Mails the CV's person a link to agree or refuse, in `locale`: the consent becomes `requested`.
 *
 * @throws ApiError 409 `no_email` for a CV without an address, 409 `consent_current` while a given
 *   consent still holds.
 */
export async function requestConsent(db: Database, input: { teamId: string; type: string; resumeId: number; locale: Locale; actor: AuditActor }): Promise<void> {
  await db.transaction(async (tx) => {
    const cv = await lockTeamCv(tx, input.teamId, input.type, input.resumeId);
    if (cv.email === '') {
      throw new ApiError(409, 'no_email', 'This CV has no e-mail address to send the request to.', [{ path: 'email', message: 'The CV has no e-mail address.' }]);
    }
    const current = await tx.query(`SELECT 1 FROM cv_consents c WHERE c.resume_id = $1 AND ${CURRENT_CONSENT}`, [input.resumeId]);
    if (current.rowCount > 0) throw new ApiError(409, 'consent_current', 'The person has given a consent that still holds.');
    const token = randomBytes(24).toString('base64url');
    await tx.query(
      `INSERT INTO cv_consents (resume_id, team_id, state, requested_at, requested_by, token_hash, token_expires_at, locale)
       VALUES ($1, $2, 'requested', now(), $3, $4, now() + make_interval(days => $5), $6)
       ON CONFLICT (resume_id) DO UPDATE SET state = 'requested', requested_at = now(), requested_by = EXCLUDED.requested_by,
         token_hash = EXCLUDED.token_hash, token_expires_at = EXCLUDED.token_expires_at, locale = EXCLUDED.locale`,
      [input.resumeId, input.teamId, input.actor.userId, hashToken(token), PRIVACY_RULES.consentLinkDays, input.locale],
    );
    await queueMail(tx, {
      to: { email: cv.email, name: cv.name },
      template: 'privacy.consent',
      locale: input.locale,
      variables: { team: cv.teamName, months: String(cv.months), link: `/api${PRIVACY_ENDPOINTS.consentPage.path.replace(':token', token)}`, days: String(PRIVACY_RULES.consentLinkDays) },
      idempotencyKey: `privacy.consent:${hashToken(token)}`,
      resumeId: input.resumeId,
    });
    await recordAudit(tx, [{ teamId: input.teamId, actor: input.actor, action: 'consent_requested', resumeId: input.resumeId, detail: `locale ${input.locale}` }]);
  });
}

/** A consent request found by its link: what the page shows. */
export interface ConsentLink {
  resumeId: number;
  teamId: string;
  teamName: string;
  months: number;
  locale: Locale;
  state: 'requested' | 'given' | 'refused';
}

export async function findConsentLink(db: Queryable, token: string): Promise<ConsentLink | null> {
  const { rows } = await db.query<{ resume_id: string; team_id: string; team_name: string; months: number; locale: Locale; state: ConsentLink['state'] }>(
    `SELECT c.resume_id, c.team_id, t.name AS team_name, t.cv_retention_months AS months, c.locale, c.state
       FROM cv_consents c JOIN teams t ON t.id = c.team_id
      WHERE c.token_hash = $1 AND c.token_expires_at > now()`,
    [hashToken(token)],
  );
  const row = rows[0];
  return row === undefined ? null : { resumeId: Number(row.resume_id), teamId: row.team_id, teamName: row.team_name, months: row.months, locale: row.locale, state: row.state };
}

/**
 * Records the person's answer with the text they read: a consent for the team's retention months,
 * which also brings back a CV retention had hidden. Answering again replaces the answer.
 */
export async function answerConsent(db: Database, link: ConsentLink, answer: 'agree' | 'refuse', locale: Locale, ip: string): Promise<void> {
  await db.transaction(async (tx) => {
    const text = consentText(locale, link.teamName, link.months);
    await tx.query(
      `UPDATE cv_consents SET state = $2, answered_at = now(), consent_text = $3, locale = $4,
              valid_until = CASE WHEN $2 = 'given' THEN now() + make_interval(months => $5) ELSE NULL END
        WHERE resume_id = $1`,
      [link.resumeId, answer === 'agree' ? 'given' : 'refused', text, locale, link.months],
    );
    if (answer === 'agree') await tx.query('UPDATE resumes SET retention_hidden_at = NULL WHERE id = $1 AND retention_hidden_at IS NOT NULL', [link.resumeId]);
    await recordAudit(tx, [
      { teamId: link.teamId, actor: { userId: null, name: 'person', ip }, action: answer === 'agree' ? 'consent_given' : 'consent_refused', resumeId: link.resumeId },
    ]);
  });
}

/** Sets or clears a CV's legal hold; setting one brings back a CV retention had hidden. */
export async function setLegalHold(db: Database, input: { teamId: string; type: string; resumeId: number; reason: string | null; actor: AuditActor }): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTeamCv(tx, input.teamId, input.type, input.resumeId);
    if (input.reason === null) {
      const cleared = await tx.query('DELETE FROM cv_legal_holds WHERE resume_id = $1', [input.resumeId]);
      if (cleared.rowCount > 0) await recordAudit(tx, [{ teamId: input.teamId, actor: input.actor, action: 'legal_hold_cleared', resumeId: input.resumeId }]);
      return;
    }
    await tx.query(
      `INSERT INTO cv_legal_holds (resume_id, team_id, reason, set_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (resume_id) DO UPDATE SET reason = EXCLUDED.reason, set_by = EXCLUDED.set_by, set_at = now()`,
      [input.resumeId, input.teamId, input.reason, input.actor.userId],
    );
    await tx.query('UPDATE resumes SET retention_hidden_at = NULL WHERE id = $1 AND retention_hidden_at IS NOT NULL', [input.resumeId]);
    await recordAudit(tx, [{ teamId: input.teamId, actor: input.actor, action: 'legal_hold_set', resumeId: input.resumeId, detail: input.reason }]);
  });
}
