import { createResumeSource, type ResumeSourceFactory } from '../search';
import type { ApiModule } from '../types';
import { registerAccountRoutes } from './account/routes';
import { registerFavouriteRoutes } from './favourites/routes';
import { defineHistoryPurge } from './history/purge';
import { registerHistoryRoutes } from './history/routes';
import { defineScoutJobs } from './scouts/jobs';
import { registerScoutRoutes } from './scouts/routes';

export interface UserModuleOptions {
  /** How favourites and scouting reach CVs; default: the search module's. */
  resumes?: ResumeSourceFactory;
}

/** Builds the user area with its collaborators (tests hand in a fake CV source). */
export function createUserModule(options: UserModuleOptions = {}): ApiModule {
  return async (app, { db, config, jobs }) => {
    const resumes = (options.resumes ?? createResumeSource)(db);
    await registerFavouriteRoutes(app, db, resumes, config);
    await registerHistoryRoutes(app, db, config.historyRetentionDays);
    defineHistoryPurge(jobs, config.historyRetentionDays);
    await registerScoutRoutes(app, db, resumes, config.publicUrl);
    defineScoutJobs(jobs, db, resumes, config.publicUrl);
    await registerAccountRoutes(app, db, config);
  };
}

/** The user area: `/api/user/favourites`, `/history`, `/scouts`, `/account`. Private to each user. */
export const userModule: ApiModule = createUserModule();
