import type { Config } from '../config/env';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPostgres } from './postgres';

/**
 * Brings the schema up to date as the configuration says: through `MIGRATION_DATABASE_URL` (the
 * role that owns the schema) when it is set, so the API's own role can be one that reads and
 * writes rows and may not change the schema; through the open database otherwise.
 *
 * @returns the names of the migrations applied by this call.
 */
export async function migrateConfigured(config: Config, db: Database): Promise<string[]> {
  if (config.migrationDatabaseUrl === undefined) return migrate(db);
  const owner = await openPostgres(config.migrationDatabaseUrl, { max: 1 });
  try {
    return await migrate(owner);
  } finally {
    await owner.close();
  }
}
