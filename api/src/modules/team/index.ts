import { createResumeSource } from '../user/default-resume-source';
import type { ResumeSourceFactory } from '../user/resume-source';
import type { ApiModule } from '../types';
import { registerAnalyticsRoutes } from './analytics';
import { registerApiKeyRoutes } from './api-keys';
import { registerApplyRoutes } from './applications/apply-routes';
import { registerBoardRoutes } from './applications/board-routes';
import { registerMailingRoutes } from './mailings/routes';
import { registerMemberRoutes } from './members';
import { registerVacancyRoutes } from './vacancies';

export interface TeamModuleOptions {
  /** How mailings find CVs and their e-mail addresses; default: the search module's. */
  resumes?: ResumeSourceFactory;
}

/** Builds the team area with its collaborators (tests hand in fakes). */
export function createTeamModule(options: TeamModuleOptions = {}): ApiModule {
  return async (app, { db, reads, config }) => {
    const resumes = (options.resumes ?? createResumeSource)(db);
    await registerMemberRoutes(app, db);
    await registerApiKeyRoutes(app, db);
    await registerVacancyRoutes(app, db, reads);
    await registerApplyRoutes(app, db, config.rateLimits.applications);
    await registerBoardRoutes(app, db);
    await registerMailingRoutes(app, db, resumes, config);
    await registerAnalyticsRoutes(app, db);
  };
}

/**
 * The team area: `/api/team` (members, invitations, API keys), `/api/team/vacancies` (vacancies, public
 * pages, applications, mailings), `/api/vacancies` (the public list of open vacancies),
 * `/api/team/applications` (the board: stages, notes), `/api/user/applications` (a candidate's
 * own) and `/api/team/analytics`.
 */
export const teamModule: ApiModule = createTeamModule();
