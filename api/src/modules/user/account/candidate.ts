import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_ENDPOINTS, type CandidateSettings } from '@platform/contract';
import type { Database } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { route } from '../../../http/route';
import { requireSession } from '../../../http/session';

interface SettingsRow {
  visibility: CandidateSettings['visibility'];
  job_search_status: CandidateSettings['jobSearchStatus'];
  no_mailings: boolean;
}

const toSettings = (row: SettingsRow): CandidateSettings => ({
  visibility: row.visibility,
  jobSearchStatus: row.job_search_status,
  noMailings: row.no_mailings,
});

async function requireCandidate(request: FastifyRequest, db: Database): Promise<string> {
  const session = await requireSession(request, db);
  if (session.user.kind !== 'candidate') throw new ApiError(403, 'forbidden', 'Only candidates have their own CV.');
  return session.user.id;
}

const notWritten = () => new ApiError(404, 'not_found', 'You have not written your CV yet.');

/**
 * `GET|PATCH /api/user/account/candidate`: a candidate's own CV settings: who may find it, the
 * job-search status recruiters filter by, and "no mailings" (the switch the one-click unsubscribe
 * of a mailing also sets).
 */
export async function registerCandidateSettingsRoutes(app: FastifyInstance, db: Database): Promise<void> {
  route(app, ACCOUNT_ENDPOINTS.candidate, async ({ request }) => {
    const userId = await requireCandidate(request, db);
    const { rows } = await db.query<SettingsRow>('SELECT visibility, job_search_status, no_mailings FROM resumes WHERE owner_user_id = $1', [userId]);
    const row = rows[0];
    if (row === undefined) throw notWritten();
    return toSettings(row);
  });

  route(app, ACCOUNT_ENDPOINTS.updateCandidate, {
    access: async ({ request }) => requireCandidate(request, db),
    handler: async ({ access: userId, body: input }) => {
      const { rows } = await db.query<SettingsRow>(
        `UPDATE resumes
            SET visibility = coalesce($2, visibility), job_search_status = coalesce($3, job_search_status),
                no_mailings = coalesce($4, no_mailings)
          WHERE owner_user_id = $1
          RETURNING visibility, job_search_status, no_mailings`,
        [userId, input.visibility ?? null, input.jobSearchStatus ?? null, input.noMailings ?? null],
      );
      const row = rows[0];
      if (row === undefined) throw notWritten();
      return toSettings(row);
    },
  });
}
