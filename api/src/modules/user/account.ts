import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config/env';
import type { Database, Queryable } from '../../db/database';
import { ApiError, parseInput } from '../../http/errors';
import { hashPassword, verifyPassword } from '../auth/password';
import { clearSessionCookie, hashSessionToken, requireSession, SESSION_COOKIE } from '../auth/session';

const PATCH_BODY = z
  .strictObject({
    name: z.string().trim().min(1, 'Enter your name.').max(100, 'At most 100 characters.'),
    locale: z.enum(['en', 'ru'], { message: 'Choose en or ru.' }),
    theme: z.enum(['light', 'dark'], { message: 'Choose light or dark.' }),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Change at least one field.' });

const PASSWORD_BODY = z.strictObject({
  currentPassword: z.string().min(1, 'Enter your current password.').max(200, 'At most 200 characters.'),
  newPassword: z.string().min(8, 'At least 8 characters.').max(200, 'At most 200 characters.'),
});

const DELETE_BODY = z.strictObject({
  password: z.string().min(1, 'Enter your password to confirm.').max(200, 'At most 200 characters.'),
});

/** The account page's data: profile, team plan and credits, promo history. */
export interface Account {
  id: string;
  email: string;
  name: string;
  kind: 'recruiter' | 'candidate';
  locale: 'en' | 'ru';
  theme: 'light' | 'dark';
  createdAt: string;
  team: { id: string; name: string; role: string; plan: string; credits: number } | null;
  promoHistory: Array<{ campaign: string; credits: number; activatedAt: string }>;
}

async function loadAccount(db: Queryable, userId: string): Promise<Account> {
  const { rows } = await db.query<{
    id: string;
    email: string;
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
  }>(
    `SELECT u.id, u.email, u.name, u.kind, u.locale, u.theme, u.created_at,
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

async function checkPassword(db: Queryable, userId: string, password: string, field: string): Promise<void> {
  const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  const hash = rows[0]?.password_hash;
  if (hash === undefined || !(await verifyPassword(password, hash))) {
    throw new ApiError(400, 'wrong_password', 'The password is wrong.', [{ path: field, message: 'The password is wrong.' }]);
  }
}

/**
 * Deletes a user and everything they own (favourites, scouts, history and progress go with the
 * row by cascade). A team the user was alone in goes too; the last owner of a team with other
 * members must hand the team over first.
 */
async function deleteAccount(tx: Queryable, userId: string): Promise<void> {
  const { rows } = await tx.query<{ team_id: string; role: string }>('SELECT team_id, role FROM team_members WHERE user_id = $1', [userId]);
  const membership = rows[0];
  if (membership !== undefined) {
    await tx.query('SELECT id FROM teams WHERE id = $1 FOR UPDATE', [membership.team_id]);
    const { rows: counts } = await tx.query<{ members: number; owners: number }>(
      `SELECT count(*) AS members, count(*) FILTER (WHERE role = 'owner') AS owners FROM team_members WHERE team_id = $1`,
      [membership.team_id],
    );
    const members = counts[0]?.members ?? 0;
    const owners = counts[0]?.owners ?? 0;
    if (membership.role === 'owner' && owners === 1 && members > 1) {
      throw new ApiError(409, 'last_owner', 'You are the last owner of your team: make another member an owner first.');
    }
    if (members === 1) await tx.query('DELETE FROM teams WHERE id = $1', [membership.team_id]);
  }
  await tx.query('DELETE FROM users WHERE id = $1', [userId]);
}

/** Everything the user owns, for `GET /api/user/account/export`. */
async function exportAccount(db: Database, userId: string): Promise<Record<string, unknown>> {
  const rowsOf = async (sql: string): Promise<Array<Record<string, unknown>>> => (await db.query(sql, [userId])).rows;
  return {
    exportedAt: new Date().toISOString(),
    account: await loadAccount(db, userId),
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
    scoutRuns: await rowsOf(
      'SELECT id, scout_id AS "scoutId", total, new_count AS "newCount", created_at AS "createdAt" FROM scout_runs WHERE user_id = $1 ORDER BY id',
    ),
    scoutMatches: await rowsOf(
      `SELECT x.scout_id AS "scoutId", x.run_id AS "runId", x.resume_type AS type, x.resume_id AS id, x.name, x.title, x.city
         FROM scout_matches x JOIN scouts s ON s.id = x.scout_id WHERE s.user_id = $1 ORDER BY x.id`,
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

function currentTokenHash(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token ? hashSessionToken(token) : null;
}

/** `GET|PATCH|DELETE /api/user/account`, password change and data export. */
export async function registerAccountRoutes(app: FastifyInstance, db: Database, config: Config): Promise<void> {
  app.get('/user/account', async (request) => {
    const session = await requireSession(request, db);
    return loadAccount(db, session.user.id);
  });

  app.patch('/user/account', async (request) => {
    const session = await requireSession(request, db);
    const input = parseInput(PATCH_BODY, request.body);
    await db.query(
      'UPDATE users SET name = coalesce($2, name), locale = coalesce($3, locale), theme = coalesce($4, theme) WHERE id = $1',
      [session.user.id, input.name ?? null, input.locale ?? null, input.theme ?? null],
    );
    return loadAccount(db, session.user.id);
  });

  app.post('/user/account/password', async (request, reply) => {
    const session = await requireSession(request, db);
    const input = parseInput(PASSWORD_BODY, request.body);
    await checkPassword(db, session.user.id, input.currentPassword, 'currentPassword');
    const hash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [session.user.id, hash]);
      // A changed password signs out every other device: the usual reason to change it.
      await tx.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2', [session.user.id, currentTokenHash(request) ?? '']);
    });
    return reply.status(204).send();
  });

  const remove = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await requireSession(request, db);
    const { password } = parseInput(DELETE_BODY, request.body ?? {});
    await checkPassword(db, session.user.id, password, 'password');
    await db.transaction((tx) => deleteAccount(tx, session.user.id));
    clearSessionCookie(reply, config);
    return reply.status(204).send();
  };
  app.delete('/user/account', remove);
  // The same for clients that cannot send a body with DELETE (the platform's API client).
  app.post('/user/account/delete', remove);

  app.get('/user/account/export', async (request, reply) => {
    const session = await requireSession(request, db);
    const data = await exportAccount(db, session.user.id);
    return reply
      .header('content-disposition', `attachment; filename="account-export-${new Date().toISOString().slice(0, 10)}.json"`)
      .send(data);
  });
}
