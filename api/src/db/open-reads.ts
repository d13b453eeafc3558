import type { Config } from '../config/env';
import type { Database } from './database';
import { openReadReplica, primaryReads, type ReadDatabase } from './read-replica';

/**
 * Where the API's lag-tolerant reads go: the `DATABASE_READ_URL` replica (with the primary as its
 * health-checked fallback), or the primary itself when none is configured.
 */
export function openConfiguredReads(
  config: Config,
  primary: Database,
  onSwitch?: (target: 'replica' | 'primary', reason: string) => void,
): ReadDatabase {
  if (config.databaseReadUrl === undefined) return primaryReads(primary);
  return openReadReplica(config.databaseReadUrl, primary, {
    max: config.database.poolSize,
    statementTimeoutMs: config.database.statementTimeoutMs,
    maxLagMs: config.databaseReadMaxLagMs,
    ...(onSwitch === undefined ? {} : { onSwitch }),
  });
}
