import { loadConfig } from '../config/env';
import { listMigrations } from '../db/migrate';
import { migrateConfigured } from '../db/migrate-configured';
import { openConfiguredDatabase } from '../db/open';
import { runCli } from './run-cli';

const USAGE = `Usage: npm run migrate

Brings the database schema up to date (as MIGRATION_DATABASE_URL's role when set, else through
DATABASE_URL, else the embedded database) and exits: the
one-shot step of a deployment, before the API processes start. The API also migrates at start, so
this is for deployments that start several API processes at once or want a failed migration to
stop the rollout before any process serves.`;

async function main(): Promise<number> {
  if (process.argv.slice(2).some((argument) => argument === '--help' || argument === '-h')) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const db = await openConfiguredDatabase(config);
  try {
    const applied = await migrateConfigured(config, db);
    const total = listMigrations().length;
    console.log(applied.length === 0 ? `The schema is up to date (${total} migrations).` : `Applied ${applied.length} of ${total} migrations: ${applied.join(', ')}`);
  } finally {
    await db.close();
  }
  return 0;
}

runCli(main);
