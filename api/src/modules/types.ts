import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env';
import type { Database } from '../db/database';
import type { JobRegistry } from '../jobs';

/**
 * What every API module receives: the open database, the validated configuration and the job
 * registry (a module defines its kinds of background job there: `jobs.define({...})`).
 */
export interface ApiDeps {
  db: Database;
  config: Config;
  jobs: JobRegistry;
}

/**
 * One area of the API (auth, search, cv, ...): registers its routes on `app`, which is already
 * scoped under the prefix `/api` (so a module registers `/auth/login` for `/api/auth/login`).
 */
export type ApiModule = (app: FastifyInstance, deps: ApiDeps) => Promise<void>;
