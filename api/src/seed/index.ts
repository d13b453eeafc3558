import type { Database } from '../db/database';
import { seedDemoResumes } from '../modules/cv/demo/seed-demo';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoTeamArea } from './demo-team-area';

/** Fills an empty database with demo data; should skip what already exists. */
export type DemoSeeder = (db: Database) => Promise<void>;

/**
 * The demo data loaders, run in order on first start of an empty embedded database (and by
 * `npm run seed`). Accounts come first: later seeders may attach data to the demo users.
 * To add demo data, append a seeder here.
 */
// The team and user areas' demo data refers to demo CVs (favourites, scouting, a mailing): after seedDemoResumes.
export const DEMO_SEEDERS: DemoSeeder[] = [seedDemoAccounts, seedDemoResumes, seedDemoTeamArea];

/** Runs every {@link DEMO_SEEDERS} entry in order. */
export async function runDemoSeeders(db: Database): Promise<void> {
  for (const seeder of DEMO_SEEDERS) await seeder(db);
}
