import { createResumeSource } from '../user/default-resume-source';
import type { ResumeSourceFactory } from '../user/resume-source';
import type { ApiModule } from '../types';
import { registerAnalyticsRoutes } from './analytics';
import { registerMailingRoutes } from './mailings/routes';
import { registerMemberRoutes } from './members';
import { registerVacancyRoutes } from './vacancies';

export interface TeamModuleOptions {
  /** How mailings find CVs and their e-mail addresses; default: the search module's. */
  resumes?: ResumeSourceFactory;
}

/** Builds the team area with its collaborators (tests hand in fakes). */
export function createTeamModule(options: TeamModuleOptions = {}): ApiModule {
  return async (app, { db, config }) => {
    const resumes = (options.resumes ?? createResumeSource)(db);
    await registerMemberRoutes(app, db);
    await registerVacancyRoutes(app, db);
    await registerMailingRoutes(app, db, resumes, config);
    await registerAnalyticsRoutes(app, db);
  };
}

/**
 * The team area: `/api/team` (members, invitations), `/api/team/vacancies` (vacancies, public
 * pages, applications, mailings) and `/api/team/analytics`.
 */
export const teamModule: ApiModule = createTeamModule();
