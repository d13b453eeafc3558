import type { Account } from '@platform/contract';
import type { Database, Queryable } from '../../../db/database';
import { ApiError } from '../../../http/errors';

interface AccountRow {
  id: string;
  email: string;
  email_verified_at: Date | null;
  pending_email: string | null;
  name: string;
  kind: Account['kind'];
  locale: Account['locale'];
  theme: Account['theme'];
  created_at: Date;
  team_id: string | null;
  team_name: string | null;
  role: string | null;
  plan: string | null;
  credits: number | null;
}

/** The account page's data: profile, team plan and credits, promo history. */
export async function loadAccount(db: Queryable, userId: string): Promise<Account> {
  const { rows } = await db.query<AccountRow>(
    `SELECT u.id, u.email, u.email_verified_at, u.name, u.kind, u.locale, u.theme, u.created_at,
            (SELECT a.new_email FROM auth_tokens a
              WHERE a.user_id = u.id AND a.purpose = 'email_change' AND a.used_at IS NULL AND a.expires_at > now()
              ORDER BY a.created_at DESC LIMIT 1) AS pending_email,
            t.id AS team_id, t.name AS team_name, m.role, t.plan, t.credits
       FROM users u
       LEFT JOIN team_members m ON m.user_id = u.id
       LEFT JOIN teams t ON t.id = m.team_id
      WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (row === undefined) throw new ApiError(404, 'not_found', 'This account no longer exists.');
  const promos = await db.query<{ campaign: string; credits: number; created_at: Date }>(
    'SELECT campaign, credits, created_at FROM promo_activations WHERE user_id = $1 ORDER BY created_at DESC',
    [userId],
  );
  return {
    id: row.id,
    email: row.email,
    emailVerifiedAt: row.email_verified_at?.toISOString() ?? null,
    pendingEmail: row.pending_email,
    name: row.name,
    kind: row.kind,
    locale: row.locale,
    theme: row.theme,
    createdAt: row.created_at.toISOString(),
    team:
      row.team_id !== null && row.team_name !== null && row.role !== null && row.plan !== null && row.credits !== null
        ? { id: row.team_id, name: row.team_name, role: row.role, plan: row.plan, credits: row.credits }
        : null,
    promoHistory: promos.rows.map((promo) => ({ campaign: promo.campaign, credits: promo.credits, activatedAt: promo.created_at.toISOString() })),
  };
}

/** What stays of a deleted person in other people's records. */
const ANONYMOUS_NAME = 'Deleted user';

/**
 * Deletes a user and everything they own (favourites, scouts, history, progress, sessions and
 * their CV go with the row by cascade). What OTHER people keep is anonymised, not deleted: a
 * team's applications lose the applicant's name, address, message and CV link, and its mailing
 * lists and mail log lose the recipient's name and address; the counts and stages stay true.
 * A team the user was alone in goes too; the last owner of a team with other members must hand
 * the team over first.
 *
 * @throws ApiError 409 `last_owner`.
 */
export async function deleteAccount(tx: Queryable, userId: string): Promise<void> {
  const { rows } = await tx.query<{ team_id: string; role: string }>('SELECT team_id, role FROM team_members WHERE user_id = $1', [userId]);
  const membership = rows[0];
  if (membership !== undefined) {
    await tx.query('SELECT id FROM teams WHERE id = $1 FOR UPDATE', [membership.team_id]);
    const { rows: counts } = await tx.query<{ members: number; owners: number }>(
      `SELECT count(*)::int AS members, count(*) FILTER (WHERE role = 'owner')::int AS owners FROM team_members WHERE team_id = $1`,
      [membership.team_id],
    );
    const members = counts[0]?.members ?? 0;
    const owners = counts[0]?.owners ?? 0;
    if (membership.role === 'owner' && owners === 1 && members > 1) {
      throw new ApiError(409, 'last_owner', 'You are the last owner of your team: make another member an owner first.');
    }
    if (members === 1) await tx.query('DELETE FROM teams WHERE id = $1', [membership.team_id]);
  }
  await anonymiseTraces(tx, userId);
  await tx.query('DELETE FROM users WHERE id = $1', [userId]);
}

async function anonymiseTraces(tx: Queryable, userId: string): Promise<void> {
  const { rows } = await tx.query<{ email: string; resume_id: number | null }>(
    'SELECT u.email, r.id AS resume_id FROM users u LEFT JOIN resumes r ON r.owner_user_id = u.id WHERE u.id = $1',
    [userId],
  );
  const email = rows[0]?.email ?? '';
  const resumeId = rows[0]?.resume_id ?? null;
  const applications = await tx.query<{ id: number }>(
    `UPDATE applications SET name = $3, email = '', message = '', cv_url = NULL
      WHERE user_id = $1 OR ($2::bigint IS NOT NULL AND resume_id = $2)
      RETURNING id`,
    [userId, resumeId, ANONYMOUS_NAME],
  );
  // The team's notifications about those applications named the applicant: their text goes too.
  const keyPatterns = applications.rows.map((row) => `application:${row.id}:%`);
  if (keyPatterns.length > 0) {
    await tx.query(
      `UPDATE mail_messages SET variables = '{}'::jsonb, text_body = NULL, html_body = NULL, subject = ''
        WHERE idempotency_key LIKE ANY ($1::text[]) AND status IN ('sent', 'failed')`,
      [keyPatterns],
    );
  }
  if (resumeId !== null) await tx.query('UPDATE mailing_recipients SET name = $2 WHERE resume_id = $1', [resumeId, ANONYMOUS_NAME]);
  // The mail log: a message not yet sent is never sent; a sent one keeps its status, not its text.
  await tx.query(
    `UPDATE mail_messages
        SET to_email = '', to_name = '', variables = '{}'::jsonb, text_body = NULL, html_body = NULL, subject = '',
            status = CASE WHEN status IN ('queued', 'sending') THEN 'failed' ELSE status END,
            last_error = CASE WHEN status IN ('queued', 'sending') THEN 'recipient account deleted' ELSE last_error END
      WHERE lower(to_email) = lower($1) OR ($2::bigint IS NOT NULL AND resume_id = $2)`,
    [email, resumeId],
  );
}

/** Everything the user owns, for `GET /api/user/account/export`. */
export async function exportAccount(db: Database, userId: string): Promise<Record<string, unknown>> {
  const rowsOf = async (sql: string): Promise<Array<Record<string, unknown>>> => (await db.query(sql, [userId])).rows;
  const cv = await rowsOf(
    `SELECT id, username, visibility, job_search_status AS "jobSearchStatus", no_mailings AS "noMailings", resume, updated_at AS "updatedAt"
       FROM resumes WHERE owner_user_id = $1`,
  );
  return {
    exportedAt: new Date().toISOString(),
    account: await loadAccount(db, userId),
    cv: cv[0] ?? null,
    applications: await rowsOf(
      `SELECT a.id, a.vacancy_id AS "vacancyId", v.title AS "vacancyTitle", a.stage, a.message, a.created_at AS "appliedAt",
              a.stage_changed_at AS "stageChangedAt"
         FROM applications a JOIN vacancies v ON v.id = a.vacancy_id WHERE a.user_id = $1 ORDER BY a.id`,
    ),
    sessions: await rowsOf('SELECT created_at AS "createdAt", last_seen_at AS "lastSeenAt", user_agent AS "userAgent" FROM sessions WHERE user_id = $1 ORDER BY created_at'),
    contactReveals: await rowsOf('SELECT resume_id AS "resumeId", created_at AS "revealedAt" FROM contact_reveals WHERE user_id = $1 ORDER BY created_at'),
    favourites: await rowsOf(
      `SELECT l.name AS list, f.resume_type AS type, f.resume_id AS id, f.name, f.title, f.city, f.created_at AS "addedAt"
         FROM favourites f JOIN favourite_lists l ON l.id = f.list_id WHERE f.user_id = $1 ORDER BY f.created_at`,
    ),
    favouriteNotes: await rowsOf(
      'SELECT resume_type AS type, resume_id AS id, note, updated_at AS "updatedAt" FROM favourite_notes WHERE user_id = $1 ORDER BY updated_at',
    ),
    scouts: await rowsOf(
      'SELECT id, name, criteria, active, created_at AS "createdAt", last_run_at AS "lastRunAt" FROM scouts WHERE user_id = $1 ORDER BY id',
    ),
    // A run's matches are not rows (its pages are read from the CVs within its snapshot): its
    // criteria and counts are what the user stored.
    scoutRuns: await rowsOf(
      `SELECT id, scout_id AS "scoutId", criteria, total, new_count AS "newCount", created_at AS "createdAt"
         FROM scout_runs WHERE user_id = $1 ORDER BY id`,
    ),
    searchHistory: await rowsOf('SELECT id, criteria, total, created_at AS "createdAt" FROM search_history WHERE user_id = $1 ORDER BY id'),
    cvViews: await rowsOf('SELECT id, resume_id AS "resumeId", created_at AS "createdAt" FROM cv_views WHERE user_id = $1 ORDER BY id'),
    educationProgress: await rowsOf(
      'SELECT item_id AS "itemId", completed, updated_at AS "updatedAt" FROM education_progress WHERE user_id = $1 ORDER BY item_id',
    ),
    educationLessonsRead: await rowsOf(
      `SELECT l.item_id AS "itemId", l.position, p.completed_at AS "completedAt"
         FROM education_lesson_progress p JOIN education_lessons l ON l.id = p.lesson_id WHERE p.user_id = $1 ORDER BY l.item_id, l.position`,
    ),
    mailingsWritten: await rowsOf(
      `SELECT id, vacancy_id AS "vacancyId", subject, body, recipients, sent, created_at AS "createdAt"
         FROM mailings WHERE created_by = $1 ORDER BY id`,
    ),
  };
}
