import { createResumeSource, type ResumeSourceFactory } from '../search';
import type { ApiModule } from '../types';
import { registerAnalyticsRoutes } from './analytics/routes';
import { registerApiKeyRoutes } from './api-keys/routes';
import { registerApplyRoutes } from './applications/apply-routes';
import { registerBoardRoutes } from './applications/board-routes';
import { startInboundListener } from './conversation/inbound/listener';
import { registerConversationRoutes } from './conversation/routes';
import { registerTemplateRoutes } from './conversation/templates';
import { registerInterviewRoutes } from './interviews/routes';
import { registerMailingRoutes } from './mailings/routes';
import { registerMemberRoutes } from './members/routes';
import { defineScorecardReminders } from './scorecards/reminders';
import { registerScorecardRoutes } from './scorecards/routes';
import { registerVacancyRoutes } from './vacancies/routes';
import { defineWebhookDelivery, registerWebhookRoutes } from './webhooks';

export { requireManager, requireTeamSession, type TeamSession } from './access';
export type { VacancyRow } from './vacancies/queries';

export interface TeamModuleOptions {
  /** How mailings find CVs and their e-mail addresses; default: the search module's. */
  resumes?: ResumeSourceFactory;
}

/** Builds the team area with its collaborators (tests hand in fakes). */
export function createTeamModule(options: TeamModuleOptions = {}): ApiModule {
  return async (app, { db, reads, config, jobs }) => {
    const resumes = (options.resumes ?? createResumeSource)(db);
    await registerMemberRoutes(app, db);
    await registerApiKeyRoutes(app, db);
    await registerVacancyRoutes(app, db, reads);
    await registerApplyRoutes(app, db, config.rateLimits.applications);
    await registerBoardRoutes(app, db);
    await registerConversationRoutes(app, db);
    await registerTemplateRoutes(app, db);
    await registerScorecardRoutes(app, db);
    defineScorecardReminders(jobs);
    await registerInterviewRoutes(app, db, { replyDomain: config.mail.replyDomain });
    await registerMailingRoutes(app, db, resumes, config);
    await registerAnalyticsRoutes(app, db);
    await registerWebhookRoutes(app, db, { allowPrivate: config.webhooksAllowPrivate });
    defineWebhookDelivery(jobs, db, { allowPrivate: config.webhooksAllowPrivate, teamPagePath: '/team' });
    const { port, host, maxBytes } = config.inbound;
    if (port !== undefined) {
      // Replies are taken once the API itself listens (after migrations), and no longer once it closes.
      let listener: Awaited<ReturnType<typeof startInboundListener>> | undefined;
      app.addHook('onListen', async () => {
        listener = await startInboundListener({ db, host, port, maxBytes, replyDomain: config.mail.replyDomain, onError: (error) => app.log.error({ err: error }, 'inbound mail') });
        app.log.info({ host, port: listener.port, domain: config.mail.replyDomain }, 'taking replies by SMTP');
      });
      app.addHook('onClose', async () => listener?.close());
    }
  };
}

/**
 * The team area: `/api/team` (members, invitations, API keys), `/api/team/vacancies` (vacancies, public
 * pages, applications, mailings), `/api/vacancies` (the public list of open vacancies),
 * `/api/team/applications` (the board: stages, notes, the conversation), `/api/user/applications`
 * (a candidate's own, with its conversation) and `/api/team/analytics`; with `INBOUND_SMTP_PORT`,
 * the SMTP listener that takes e-mailed replies into the conversations.
 */
export const teamModule: ApiModule = createTeamModule();
