import type { Config } from '../config/env';
import type { Database } from '../db/database';
import { embeddedDataDir } from '../db/embedded-server';
import type { ReadDatabase } from '../db/read-replica';
import { observeDatabase } from './scrape-gauges';
import { startMetricsServer, type MetricsServer } from './server';

/**
 * Opens the process's metrics endpoint on `port` (on the configured `HOST`) and points the
 * scrape-time gauges at its database; `port` 0: no endpoint, nothing is collected.
 */
export async function observeProcess(config: Config, port: number, db: Database, reads?: ReadDatabase): Promise<MetricsServer | undefined> {
  if (port === 0) return undefined;
  observeDatabase({
    db,
    ...(reads === undefined ? {} : { reads }),
    ...(config.databaseUrl === undefined ? { embeddedDir: embeddedDataDir(config.dataDir) } : {}),
  });
  return startMetricsServer({ port, host: config.host });
}
