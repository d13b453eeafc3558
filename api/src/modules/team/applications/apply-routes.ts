import type { FastifyInstance } from 'fastify';
import { APPLICATION_ENDPOINTS, applicationConsentText, type ApplyResponse, DEFAULT_LOCALE } from '@platform/contract';
import type { Database } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { route } from '../../../http/route';
import { requireSession } from '../../../http/session';
import { findVacancyOwner } from '../access';
import { emitWebhookEvent } from '../webhooks';
import { toCandidateApplication } from './mapping';
import { notifyApplied } from './notifications';
import { applicationsOfCandidate, consentTerms, findOwnResume, insertApplication, stageEvents } from './queries';

/**
 * The candidate's side: applying with their platform CV, and their applications with each stage.
 * `applicationsPerWindow` applications per client address every 10 minutes (`APPLICATION_RATE_LIMIT`,
 * default 5): enough for a person, too few for a spam run.
 */
export async function registerApplyRoutes(app: FastifyInstance, db: Database, applicationsPerWindow: number): Promise<void> {
  const rateLimit = { max: applicationsPerWindow, timeWindow: '10 minutes' };
  route(
    app,
    APPLICATION_ENDPOINTS.apply,
    {
      access: async ({ request, params }) => {
        const session = await requireSession(request, db);
        if (session.user.kind !== 'candidate') throw new ApiError(403, 'candidates_only', 'Only candidates apply to vacancies.');
        const vacancy = await findVacancyOwner(db, params.id);
        // A draft is not public at all; a closed vacancy was, so it says why it takes no applications.
        if (vacancy === null || vacancy.status === 'draft') throw new ApiError(404, 'not_found', 'No such vacancy.');
        if (vacancy.status === 'closed') {
          const message = 'This vacancy is closed and takes no applications.';
          throw new ApiError(409, 'vacancy_closed', message, [{ path: 'vacancy', message, code: 'vacancy_closed' }]);
        }
        return { session, vacancy };
      },
      handler: async ({ access: { session, vacancy }, params: { id }, body }) => {
        const resume = await findOwnResume(db, session.user.id);
        if (resume === null) {
          const message = 'Write your CV on the platform first: you apply with it.';
          throw new ApiError(409, 'cv_required', message, [{ path: 'resume', message, code: 'cv_required' }]);
        }
        const created = await db.transaction(async (tx) => {
          // The statement the candidate read above the send button, in the language they read it in.
          const terms = await consentTerms(tx, id);
          const locale = body?.locale ?? session.user.locale ?? DEFAULT_LOCALE;
          const text = applicationConsentText(locale, terms.team, terms.vacancy, terms.months);
          const row = await insertApplication(tx, {
            vacancyId: id,
            userId: session.user.id,
            resumeId: resume.id,
            name: resume.name === '' ? session.user.name : resume.name,
            email: session.user.email,
            message: body?.message ?? '',
            consent: { text, locale, months: terms.months },
          });
          // Queued with the application: both are stored, or neither.
          if (row !== null) {
            await notifyApplied(tx, row.id);
            await emitWebhookEvent(tx, vacancy.team_id, 'application.created', { applicationId: row.id, vacancyId: id, stage: 'new' });
          }
          return row;
        });
        if (created === null) {
          const message = 'You have already applied to this vacancy.';
          throw new ApiError(409, 'already_applied', message, [{ path: 'vacancy', message, code: 'already_applied' }]);
        }
        const applied: ApplyResponse = { id: created.id, stage: 'new', createdAt: created.created_at.toISOString() };
        return applied;
      },
    },
    { config: { rateLimit } },
  );

  route(app, APPLICATION_ENDPOINTS.mine, async ({ request }) => {
    const session = await requireSession(request, db);
    const rows = await applicationsOfCandidate(db, session.user.id);
    const events = await stageEvents(
      db,
      rows.map((row) => row.id),
    );
    return { items: rows.map((row) => toCandidateApplication(row, events.filter((event) => event.application_id === row.id))) };
  });
}
