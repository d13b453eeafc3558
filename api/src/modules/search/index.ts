import type { FastifyReply, FastifyRequest } from 'fastify';
import { SEARCH_ENDPOINTS, type Session } from '@platform/contract';
import { AdmissionGate } from '../../http/admission';
import { ClientGoneError } from '../../http/errors';
import { route } from '../../http/route';
import { getSession, SESSION_COOKIE } from '../../http/session';
import type { ApiModule } from '../types';
import { recordSearch, searchResumes } from './search-resumes';

export { SqlParams, visibleTo } from './conditions';
export { createResumeSource } from './default-resume-source';
export {
  underField,
  type MatchBoundary,
  type ResumeRecipient,
  type ResumeRef,
  type ResumeSource,
  type ResumeSourceFactory,
  type ResumeSummary,
  type ResumeViewer,
  type SnapshotFigures,
  type SnapshotItem,
} from './resume-source';

/** What a refused anonymous search is told to wait, in seconds. */
const ANONYMOUS_RETRY_AFTER_S = 2;

/** Aborts when the client goes away before its answer is sent (a flood's connections closed). */
function clientGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) gone.abort(new ClientGoneError());
  });
  return gone.signal;
}

/**
 * Resume search: `POST /api/webapp/resumes_search/resumes/` (docs/product.md#search). Public: anonymous
 * visitors search the public CVs; a recruiter also finds the team's imports. A query string (the
 * page's forwarded campaign parameters) is accepted and ignored.
 */
export const searchModule: ApiModule = async (app, { db, reads, config }) => {
  // Anonymous searches are limited per client address: a flood of them must not take the database
  // from everyone. Signed-in users are accountable and searching is their work: not limited here.
  // The rate limiter and the handler both need the session: one lookup per request.
  const sessions = new WeakMap<FastifyRequest, Promise<Session | null>>();
  const sessionOf = (request: FastifyRequest): Promise<Session | null> => {
    let session = sessions.get(request);
    if (session === undefined) {
      session = getSession(request, db);
      sessions.set(request, session);
    }
    return session;
  };
  const rateLimit = {
    max: config.rateLimits.search,
    timeWindow: '1 minute',
    allowList: async (request: FastifyRequest) => (await sessionOf(request)) !== null,
  };
  // Admission control: anonymous searches take at most a few of the database's places at once;
  // beyond a short queue they are refused (503 `busy`, Retry-After) before anything else is done.
  const anonymous = new AdmissionGate(
    { ...config.anonymousSearch, retryAfterSeconds: ANONYMOUS_RETRY_AFTER_S },
    'Search is in high demand right now: try again in a few seconds, or sign in.',
    'anonymous_search',
  );
  const refuseWhenFull = async (request: FastifyRequest): Promise<void> => {
    // Before the rate limiter's statement: a refused request costs the database nothing. A
    // request with a session cookie is decided in the handler, once the session is known.
    if (request.cookies[SESSION_COOKIE] === undefined && request.apiKey === null && anonymous.full) throw anonymous.refuse();
  };
  route(
    app,
    SEARCH_ENDPOINTS.search,
    async ({ request, reply, body: criteria }) => {
      // The session and the history write stay on the primary; the search itself may run on the
      // replica: a CV saved a moment ago may miss one search, nobody's own write is hidden from them.
      const session = await sessionOf(request);
      const search = () => searchResumes(reads, criteria, { userId: session?.user.id ?? null, teamId: session?.team?.id ?? null }, { countMaxLagMs: config.searchCountMaxLagMs });
      const response = session === null ? await anonymous.run(search, clientGone(reply)) : await search();
      // An integration's searches are not its key creator's own: they stay out of their history.
      if (session !== null && request.apiKey === null) await recordSearch(db, session.user.id, criteria, response);
      return response;
    },
    { onRequest: refuseWhenFull, config: { rateLimit } },
  );
};
