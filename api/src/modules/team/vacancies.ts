import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database, Queryable } from '../../db/database';
import { ApiError, parseInput } from '../../http/errors';
import { getSession } from '../auth/session';
import { findVacancyOwner, parseNumericId, requireOwnVacancy, requireTeamSession, routeParam } from './access';

/** Applications one client IP may send per window: enough for a person, too few for a spam run. */
export const APPLICATION_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

export const VACANCY_STATUSES = ['draft', 'open', 'closed'] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];

const money = z.number({ message: 'Expected a number.' }).int('Expected a whole number.').min(0, 'Must not be negative.').max(100_000_000);

const VACANCY_FIELDS = {
  title: z.string().trim().min(1, 'Enter a title.').max(200, 'At most 200 characters.'),
  description: z.string().trim().max(20_000, 'At most 20000 characters.'),
  city: z.string().trim().max(100, 'At most 100 characters.').nullable(),
  remote: z.boolean({ message: 'Expected true or false.' }),
  salaryMin: money.nullable(),
  salaryMax: money.nullable(),
  currency: z.enum(['RUB', 'USD', 'EUR'], { message: 'Choose RUB, USD or EUR.' }).nullable(),
  status: z.enum(VACANCY_STATUSES, { message: 'Choose draft, open or closed.' }),
};

type SalaryRange = { salaryMin?: number | null | undefined; salaryMax?: number | null | undefined };

const salaryInOrder = (value: SalaryRange) =>
  value.salaryMin === undefined || value.salaryMin === null || value.salaryMax === undefined || value.salaryMax === null || value.salaryMin <= value.salaryMax;
const SALARY_ORDER = { message: 'The maximum salary is below the minimum.', path: ['salaryMax'] };

const CREATE_BODY = z
  .strictObject({
    title: VACANCY_FIELDS.title,
    description: VACANCY_FIELDS.description.default(''),
    city: VACANCY_FIELDS.city.default(null),
    remote: VACANCY_FIELDS.remote.default(false),
    salaryMin: VACANCY_FIELDS.salaryMin.default(null),
    salaryMax: VACANCY_FIELDS.salaryMax.default(null),
    currency: VACANCY_FIELDS.currency.default(null),
    status: VACANCY_FIELDS.status.default('draft'),
  })
  .refine(salaryInOrder, SALARY_ORDER);

const PATCH_BODY = z
  .strictObject(VACANCY_FIELDS)
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Change at least one field.' });

const LIST_QUERY = z.object({ status: z.enum(VACANCY_STATUSES, { message: 'Choose draft, open or closed.' }).optional() });

const APPLICATION_BODY = z.strictObject({
  name: z.string().trim().min(1, 'Enter your name.').max(200, 'At most 200 characters.'),
  email: z.string().trim().max(254, 'At most 254 characters.').pipe(z.email({ message: 'Enter a valid e-mail address.' })),
  message: z.string().trim().max(5000, 'At most 5000 characters.').default(''),
  cvUrl: z
    .url({ protocol: /^https?$/, message: 'Enter a link starting with http:// or https://.' })
    .max(2000, 'At most 2000 characters.')
    .optional(),
});

interface VacancyRow {
  id: number;
  team_id: string;
  team_name: string;
  title: string;
  description: string;
  city: string | null;
  remote: boolean;
  salary_min: number | null;
  salary_max: number | null;
  currency: string | null;
  status: VacancyStatus;
  created_at: Date;
  updated_at: Date;
  views: number;
  applications: number;
  mailings: number;
}

/** A vacancy as its public page shows it. */
export interface PublicVacancy {
  id: number;
  teamName: string;
  title: string;
  description: string;
  city: string | null;
  remote: boolean;
  salaryMin: number | null;
  salaryMax: number | null;
  currency: string | null;
  status: VacancyStatus;
  updatedAt: string;
}

/** A vacancy as its own team sees it: with its counters and the right to edit it. */
export interface TeamVacancy extends PublicVacancy {
  canManage: true;
  createdAt: string;
  views: number;
  applications: number;
  mailings: number;
}

const SELECT_VACANCY = `
  SELECT v.id, v.team_id, t.name AS team_name, v.title, v.description, v.city, v.remote,
         v.salary_min, v.salary_max, v.currency, v.status, v.created_at, v.updated_at,
         (SELECT count(*) FROM vacancy_views w WHERE w.vacancy_id = v.id) AS views,
         (SELECT count(*) FROM applications a WHERE a.vacancy_id = v.id) AS applications,
         (SELECT count(*) FROM mailings m WHERE m.vacancy_id = v.id) AS mailings
    FROM vacancies v JOIN teams t ON t.id = v.team_id`;

function toPublic(row: VacancyRow): PublicVacancy {
  return {
    id: row.id,
    teamName: row.team_name,
    title: row.title,
    description: row.description,
    city: row.city,
    remote: row.remote,
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
    currency: row.currency,
    status: row.status,
    updatedAt: row.updated_at.toISOString(),
  };
}

function toTeamVacancy(row: VacancyRow): TeamVacancy {
  return {
    ...toPublic(row),
    canManage: true,
    createdAt: row.created_at.toISOString(),
    views: row.views,
    applications: row.applications,
    mailings: row.mailings,
  };
}

async function loadVacancy(db: Queryable, id: number): Promise<VacancyRow> {
  const { rows } = await db.query<VacancyRow>(`${SELECT_VACANCY} WHERE v.id = $1`, [id]);
  const row = rows[0];
  if (row === undefined) throw new ApiError(404, 'not_found', 'No such vacancy.');
  return row;
}

/** Column of each patchable field; the keys are the only names ever spliced into SQL. */
const PATCH_COLUMNS: Record<keyof z.infer<typeof PATCH_BODY>, string> = {
  title: 'title',
  description: 'description',
  city: 'city',
  remote: 'remote',
  salaryMin: 'salary_min',
  salaryMax: 'salary_max',
  currency: 'currency',
  status: 'status',
};

function isPatchKey(key: string): key is keyof typeof PATCH_COLUMNS {
  return key in PATCH_COLUMNS;
}

/** Vacancies (`/api/team/vacancies`) and the applications candidates send to open ones. */
export async function registerVacancyRoutes(app: FastifyInstance, db: Database): Promise<void> {
  app.get('/team/vacancies', async (request) => {
    const session = await requireTeamSession(request, db);
    const { status } = parseInput(LIST_QUERY, request.query);
    const { rows } = await db.query<VacancyRow>(
      `${SELECT_VACANCY} WHERE v.team_id = $1 AND ($2::text IS NULL OR v.status = $2) ORDER BY v.updated_at DESC, v.id DESC`,
      [session.team.id, status ?? null],
    );
    return { items: rows.map(toTeamVacancy) };
  });

  app.post('/team/vacancies', async (request, reply) => {
    const session = await requireTeamSession(request, db);
    const input = parseInput(CREATE_BODY, request.body);
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO vacancies (team_id, title, description, city, remote, salary_min, salary_max, currency, status, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        session.team.id,
        input.title,
        input.description,
        input.city === '' ? null : input.city,
        input.remote,
        input.salaryMin,
        input.salaryMax,
        input.currency,
        input.status,
        session.user.id,
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('INSERT INTO vacancies returned no row');
    return reply.status(201).send(toTeamVacancy(await loadVacancy(db, id)));
  });

  // Public for open vacancies: candidates read them and apply. Anyone else sees only their own team's.
  app.get('/team/vacancies/:id', async (request): Promise<PublicVacancy | TeamVacancy> => {
    const id = parseNumericId(routeParam(request.params, 'id'), 'vacancy');
    const session = await getSession(request, db);
    const row = await loadVacancy(db, id);
    if (session?.team?.id === row.team_id) return toTeamVacancy(row);
    if (row.status !== 'open') throw new ApiError(404, 'not_found', 'No such vacancy.');
    await db.query('INSERT INTO vacancy_views (vacancy_id, viewer_id) VALUES ($1, $2)', [id, session?.user.id ?? null]);
    return toPublic(row);
  });

  app.patch('/team/vacancies/:id', async (request) => {
    const session = await requireTeamSession(request, db);
    const id = parseNumericId(routeParam(request.params, 'id'), 'vacancy');
    await requireOwnVacancy(db, id, session);
    const input = parseInput(PATCH_BODY, request.body);
    const current = await loadVacancy(db, id);
    const merged = {
      salaryMin: input.salaryMin === undefined ? current.salary_min : input.salaryMin,
      salaryMax: input.salaryMax === undefined ? current.salary_max : input.salaryMax,
    };
    if (!salaryInOrder(merged)) {
      throw new ApiError(400, 'validation_failed', 'The request is invalid.', [{ path: 'salaryMax', message: SALARY_ORDER.message }]);
    }
    const sets: string[] = [];
    const params: unknown[] = [id];
    for (const [key, value] of Object.entries(input)) {
      if (!isPatchKey(key)) continue;
      params.push(key === 'city' && value === '' ? null : value);
      sets.push(`${PATCH_COLUMNS[key]} = $${params.length}`);
    }
    await db.query(`UPDATE vacancies SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
    return toTeamVacancy(await loadVacancy(db, id));
  });

  app.delete('/team/vacancies/:id', async (request, reply) => {
    const session = await requireTeamSession(request, db);
    const id = parseNumericId(routeParam(request.params, 'id'), 'vacancy');
    await requireOwnVacancy(db, id, session);
    await db.query('DELETE FROM vacancies WHERE id = $1', [id]);
    return reply.status(204).send();
  });

  app.post(
    '/team/vacancies/:id/applications',
    { config: { rateLimit: APPLICATION_RATE_LIMIT } },
    async (request, reply) => {
      const id = parseNumericId(routeParam(request.params, 'id'), 'vacancy');
      const vacancy = await findVacancyOwner(db, id);
      // Only open vacancies take applications; the others are not public at all.
      if (vacancy === null || vacancy.status !== 'open') throw new ApiError(404, 'not_found', 'No such vacancy.');
      const input = parseInput(APPLICATION_BODY, request.body);
      const session = await getSession(request, db);
      const { rows } = await db.query<{ id: number; created_at: Date }>(
        `INSERT INTO applications (vacancy_id, name, email, message, cv_url, user_id)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, created_at`,
        [id, input.name, input.email, input.message, input.cvUrl ?? null, session?.user.id ?? null],
      );
      const row = rows[0];
      if (row === undefined) throw new Error('INSERT INTO applications returned no row');
      return reply.status(201).send({ id: row.id, createdAt: row.created_at.toISOString() });
    },
  );

  app.get('/team/vacancies/:id/applications', async (request) => {
    const session = await requireTeamSession(request, db);
    const id = parseNumericId(routeParam(request.params, 'id'), 'vacancy');
    await requireOwnVacancy(db, id, session);
    const { rows } = await db.query<{ id: number; name: string; email: string; message: string; cv_url: string | null; created_at: Date }>(
      'SELECT id, name, email, message, cv_url, created_at FROM applications WHERE vacancy_id = $1 ORDER BY created_at DESC, id DESC',
      [id],
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        message: row.message,
        cvUrl: row.cv_url,
        createdAt: row.created_at.toISOString(),
      })),
    };
  });
}
