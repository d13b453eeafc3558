import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_ENDPOINTS, type CandidateSettings, type ResponseOf } from '@platform/contract';
import type { Database } from '../../../db/database';
import { ApiError, parseInput } from '../../../http/errors';
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
  app.get<{ Reply: ResponseOf<typeof ACCOUNT_ENDPOINTS.candidate> }>(ACCOUNT_ENDPOINTS.candidate.path, async (request) => {
    const userId = await requireCandidate(request, db);
    const { rows } = await db.query<SettingsRow>('SELECT visibility, job_search_status, no_mailings FROM resumes WHERE owner_user_id = $1', [userId]);
    const row = rows[0];
    if (row === undefined) throw notWritten();
    return toSettings(row);
  });

  app.patch<{ Reply: ResponseOf<typeof ACCOUNT_ENDPOINTS.updateCandidate> }>(ACCOUNT_ENDPOINTS.updateCandidate.path, async (request) => {
    const userId = await requireCandidate(request, db);
    const input = parseInput(ACCOUNT_ENDPOINTS.updateCandidate.body, request.body);
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
  });
}
