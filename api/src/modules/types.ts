import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env';
import type { Database } from '../db/database';

/** What every API module receives: the open database and the validated configuration. */
export interface ApiDeps {
  db: Database;
  config: Config;
}

/**
 * One area of the API (auth, search, cv, ...): registers its routes on `app`, which is already
 * scoped under the prefix `/api` (so a module registers `/auth/login` for `/api/auth/login`).
 */
export type ApiModule = (app: FastifyInstance, deps: ApiDeps) => Promise<void>;
