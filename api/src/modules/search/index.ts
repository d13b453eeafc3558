import { type ResponseOf, SEARCH_ENDPOINTS } from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import { parseInput } from '../../http/errors';
import { getSession } from '../auth/session';
import type { ApiModule } from '../types';
import { recordSearch, searchResumes } from './search-resumes';

/**
 * Resume search: `POST /api/webapp/resumes_search/resumes/` (PRODUCT §8). Public: anonymous
 * visitors search the public CVs; a recruiter also finds the team's imports. A query string (the
 * page's forwarded campaign parameters) is accepted and ignored.
 */
export const searchModule: ApiModule = async (app, { db, reads, config }) => {
  // Anonymous searches are limited per client address: a flood of them must not take the database
  // from everyone. Signed-in users are accountable and searching is their work: not limited here.
  const rateLimit = {
    max: config.rateLimits.search,
    timeWindow: '1 minute',
    allowList: async (request: FastifyRequest) => (await getSession(request, db)) !== null,
  };
  app.post<{ Reply: ResponseOf<typeof SEARCH_ENDPOINTS.search> }>(SEARCH_ENDPOINTS.search.path, { config: { rateLimit } }, async (request) => {
    const criteria = parseInput(SEARCH_ENDPOINTS.search.body, request.body ?? {});
    // The session and the history write stay on the primary; the search itself may run on the
    // replica: a CV saved a moment ago may miss one search, nobody's own write is hidden from them.
    const session = await getSession(request, db);
    const response = await searchResumes(reads, criteria, {
      userId: session?.user.id ?? null,
      teamId: session?.team?.id ?? null,
    });
    if (session !== null) await recordSearch(db, session.user.id, criteria, response);
    return response;
  });
};
