import type { MailingCvRef, MailingSkipReason } from '@platform/contract';
import type { Queryable } from '../../../db/database';

/** A CV a mailing names, resolved: whether and how it can be reached. */
export interface ResolvedRecipient extends MailingCvRef {
  name: string;
  email: string | null;
  /** Why it gets nothing; `null` when it can receive the mailing. */
  skipReason: MailingSkipReason | null;
  /** Whether the team may see its contacts already (revealed, or its own import): free to mail. */
  revealed: boolean;
}

interface Row {
  id: number;
  type: MailingCvRef['type'];
  name: string;
  email: string | null;
  hidden: boolean;
  opted_out: boolean;
  revealed: boolean;
  already: boolean;
}

/** One entry per CV, first occurrence kept, order kept. */
export function uniqueRefs(refs: readonly MailingCvRef[]): MailingCvRef[] {
  const seen = new Set<string>();
  return refs.filter((ref) => {
    const key = `${ref.type}:${ref.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function skipReason(row: Row): MailingSkipReason | null {
  if (row.hidden) return 'hidden';
  if (row.opted_out) return 'opted_out';
  if (row.email === null) return 'no_email';
  if (row.already) return 'already_received';
  return null;
}

/**
 * Resolves the CVs a mailing names for `teamId`, in one statement: CVs the team cannot reach at
 * all (another team's imports, deleted) are left out; the others carry a skip reason (hidden by
 * the candidate, opted out of mailings or unsubscribed, no e-mail, or already sent this very text
 * by this team: `contentHash`) and whether their contacts are revealed to the team.
 *
 * A CV its candidate applied with to one of the team's vacancies counts as revealed (the board
 * shows its contacts without credits) and is not skipped as hidden: hiding a CV keeps it out of
 * search, while the application was sent to this team on purpose. Opting out still skips it.
 */
export async function resolveRecipients(
  db: Queryable,
  refs: readonly MailingCvRef[],
  teamId: string,
  contentHash: string,
): Promise<ResolvedRecipient[]> {
  const unique = uniqueRefs(refs);
  if (unique.length === 0) return [];
  const { rows } = await db.query<Row>(
    `SELECT r.id, r.type, r.name,
            nullif(btrim(r.resume->'basics'->>'email'), '') AS email,
            r.visibility = 'hidden' AND applied.resume_id IS NULL AS hidden,
            (r.no_mailings OR EXISTS (SELECT 1 FROM mail_suppressions s WHERE s.email = lower(btrim(r.resume->'basics'->>'email')))) AS opted_out,
            (r.team_id IS NOT DISTINCT FROM $3::uuid OR applied.resume_id IS NOT NULL
              OR EXISTS (SELECT 1 FROM contact_reveals c WHERE c.team_id = $3::uuid AND c.resume_id = r.id)) AS revealed,
            EXISTS (SELECT 1 FROM mailing_recipients mr JOIN mailings m ON m.id = mr.mailing_id
                     WHERE mr.resume_id = r.id AND m.team_id = $3::uuid AND m.content_hash = $4 AND mr.message_id IS NOT NULL) AS already
       FROM unnest($1::text[], $2::bigint[]) WITH ORDINALITY AS wanted (type, id, ord)
       JOIN resumes r ON r.type = wanted.type AND r.id = wanted.id
      LEFT JOIN (
        -- CVs that applied to the team's vacancies: one pass over its applications, then a hash join.
        SELECT DISTINCT a.resume_id FROM applications a JOIN vacancies v ON v.id = a.vacancy_id
         WHERE v.team_id = $3::uuid AND a.resume_id IS NOT NULL
      ) applied ON applied.resume_id = r.id
      WHERE r.team_id IS NULL OR r.team_id = $3::uuid
      ORDER BY wanted.ord`,
    [unique.map((ref) => ref.type), unique.map((ref) => ref.id), teamId, contentHash],
  );
  return rows.map((row) => ({
    type: row.type,
    id: row.id,
    name: row.name,
    email: row.email,
    skipReason: skipReason(row),
    revealed: row.revealed,
  }));
}

/** Recipients the team reached today (UTC): what the daily cap counts. */
export async function usedToday(db: Queryable, teamId: string): Promise<number> {
  const { rows } = await db.query<{ used: number }>(
    `SELECT coalesce(sum(sent), 0)::int AS used FROM mailings
      WHERE team_id = $1 AND created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
    [teamId],
  );
  return rows[0]?.used ?? 0;
}
