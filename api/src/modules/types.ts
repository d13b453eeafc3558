import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env';
import type { Database } from '../db/database';
import type { ReadDatabase } from '../db/read-replica';
import type { JobRegistry } from '../jobs';

/**
 * What every API module receives: the open database, where lag-tolerant reads go, the validated
 * configuration and the job registry (a module defines its kinds of background job there:
 * `jobs.define({...})`).
 */
export interface ApiDeps {
  /** The primary: every write, and every read that must see the caller's own writes. */
  db: Database;
  /**
   * Read-only queries that may see data a moment old (search, the public job board): the replica
   * of `DATABASE_READ_URL`, or the primary while there is none or it is down.
   */
  reads: ReadDatabase;
  config: Config;
  jobs: JobRegistry;
}

/**
 * One area of the API (auth, search, cv, ...): registers its routes on `app`, which is already
 * scoped under the prefix `/api` (so a module registers `/auth/login` for `/api/auth/login`).
 */
export type ApiModule = (app: FastifyInstance, deps: ApiDeps) => Promise<void>;
