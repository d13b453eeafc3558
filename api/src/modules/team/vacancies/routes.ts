import type { FastifyInstance } from 'fastify';
import { SALARY_ORDER, salaryInOrder, VACANCY_ENDPOINTS, type VacancyPatch } from '@platform/contract';
import type { Database, Queryable } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { route } from '../../../http/route';
import { getSession } from '../../../http/session';
import { requireOwnVacancy, requireTeamSession, teamAccess } from '../access';
import { myApplication } from '../applications/queries';
import { emitWebhookEvent } from '../webhooks';
import { toPublic, toTeamVacancy } from './mapping';
import { listVacancyRows, loadVacancy, recordVacancyVisit } from './queries';

/** Column of each patchable field; the keys are the only names ever spliced into SQL. */
const PATCH_COLUMNS: Record<keyof VacancyPatch, string> = {
  title: 'title',
  description: 'description',
  city: 'city',
  remote: 'remote',
  salaryMin: 'salary_min',
  salaryMax: 'salary_max',
  currency: 'currency',
  status: 'status',
  skills: 'skills',
  employmentType: 'employment_type',
  level: 'level',
};

function isPatchKey(key: string): key is keyof typeof PATCH_COLUMNS {
  return key in PATCH_COLUMNS;
}

/**
 * Vacancies: the team's own (`/api/team/vacancies`, on the primary: the list right after a save
 * shows it) and the public list of open ones (`/api/vacancies`, from `reads`: a replica may serve it).
 */
export async function registerVacancyRoutes(app: FastifyInstance, db: Database, reads: Queryable): Promise<void> {
  const teamOnly = teamAccess(db);

  route(app, VACANCY_ENDPOINTS.teamList, {
    access: teamOnly,
    handler: async ({ access: session, query }) => {
      const { rows, total } = await listVacancyRows(db, session.user.id, {
        teamId: session.team.id,
        onlyOpen: false,
        status: query.status ?? null,
        text: query.q ?? null,
        city: null,
        page: query.page,
        perPage: query.perPage,
      });
      return { items: rows.map(toTeamVacancy), total, page: query.page, perPage: query.perPage };
    },
  });

  // Open vacancies of every team, for anyone: the public job board.
  route(app, VACANCY_ENDPOINTS.publicList, async ({ query }) => {
    const { rows, total } = await listVacancyRows(reads, null, {
      teamId: null,
      onlyOpen: true,
      status: null,
      text: query.q ?? null,
      city: query.city ?? null,
      remote: query.remote === undefined ? null : query.remote === 'true',
      level: query.level ?? null,
      salaryFrom: query.salaryFrom === undefined ? null : { amount: query.salaryFrom, currency: query.currency ?? 'RUB' },
      page: query.page,
      perPage: query.perPage,
    });
    return { items: rows.map(toPublic), total, page: query.page, perPage: query.perPage };
  });

  route(app, VACANCY_ENDPOINTS.create, {
    access: teamOnly,
    handler: async ({ access: session, body: input }) => {
      const id = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO vacancies (team_id, title, description, city, remote, salary_min, salary_max, currency, status, skills, employment_type, level, created_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
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
            input.skills,
            input.employmentType,
            input.level,
            session.user.id,
          ],
        );
        const created = rows[0]?.id;
        if (created === undefined) throw new Error('INSERT INTO vacancies returned no row');
        if (input.status === 'open') await emitWebhookEvent(tx, session.team.id, 'vacancy.published', { vacancyId: created, title: input.title });
        return created;
      });
      return toTeamVacancy(await loadVacancy(db, id, session.user.id));
    },
  });

  // Public for open vacancies: candidates read them and apply. Anyone else sees only their own team's.
  route(app, VACANCY_ENDPOINTS.get, async ({ request, params: { id } }) => {
    const session = await getSession(request, db);
    const row = await loadVacancy(db, id, session?.user.id ?? null);
    if (session !== null && session.team?.id === row.team_id) {
      await recordVacancyVisit(db, session.user.id, id);
      return toTeamVacancy(row);
    }
    if (row.status !== 'open') throw new ApiError(404, 'not_found', 'No such vacancy.');
    await db.query('INSERT INTO vacancy_views (vacancy_id, viewer_id) VALUES ($1, $2)', [id, session?.user.id ?? null]);
    const candidateId = session?.user.kind === 'candidate' ? session.user.id : null;
    return { ...toPublic(row), ...(candidateId === null ? {} : { myApplication: await myApplication(db, id, candidateId) }) };
  });

  route(app, VACANCY_ENDPOINTS.update, {
    access: async ({ request, params }) => {
      const session = await requireTeamSession(request, db);
      await requireOwnVacancy(db, params.id, session);
      return session;
    },
    handler: async ({ access: session, params: { id }, body: input }) => {
      const current = await loadVacancy(db, id, session.user.id);
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
      await db.transaction(async (tx) => {
        await tx.query(`UPDATE vacancies SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
        // Published when it becomes open, closed when it becomes closed: a save that keeps the status says nothing.
        if (input.status !== undefined && input.status !== current.status && input.status !== 'draft') {
          const event = input.status === 'open' ? 'vacancy.published' : 'vacancy.closed';
          await emitWebhookEvent(tx, session.team.id, event, { vacancyId: id, title: input.title ?? current.title });
        }
      });
      return toTeamVacancy(await loadVacancy(db, id, session.user.id));
    },
  });

  route(app, VACANCY_ENDPOINTS.remove, async ({ request, params: { id } }) => {
    const session = await requireTeamSession(request, db);
    await requireOwnVacancy(db, id, session);
    await db.query('DELETE FROM vacancies WHERE id = $1', [id]);
  });
}
