import type { Database } from '../db/database';
import { seedDemoResumes } from '../modules/cv/demo/seed-demo';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoEducation } from './demo-education';
import { seedDemoTeamArea } from './demo-team-area';

/** Fills an empty database with demo data; should skip what already exists. */
export type DemoSeeder = (db: Database) => Promise<void>;

/**
 * The demo data loaders, run in order on first start of an empty embedded database (and by
 * `npm run seed`). Accounts come first: later seeders may attach data to the demo users.
 * To add demo data, append a seeder here.
 */
// The team and user areas' demo data refers to demo CVs (favourites, scouting, a mailing): after seedDemoResumes.
export const DEMO_SEEDERS: DemoSeeder[] = [seedDemoAccounts, seedDemoResumes, seedDemoTeamArea, seedDemoEducation];

/**
 * {@link DEMO_SEEDERS} with the generated CV set sized by `cvCount` (`DEMO_CV_COUNT`; small in
 * tests that load the demo data) and its progress reported per chunk.
 */
export function demoSeeders(options: { cvCount: number; onCvProgress?: (done: number, total: number) => void }): DemoSeeder[] {
  return DEMO_SEEDERS.map((seeder) =>
    seeder === seedDemoResumes ? (db: Database) => seedDemoResumes(db, { count: options.cvCount, onProgress: options.onCvProgress }) : seeder,
  );
}

/** Runs every {@link DEMO_SEEDERS} entry in order. */
export async function runDemoSeeders(db: Database): Promise<void> {
  for (const seeder of DEMO_SEEDERS) await seeder(db);
}

/**
 * Loads the demo data on first start of the embedded database, and finishes a load an earlier start
 * did not (it crashed or was killed midway): the seeders skip what exists, so running them again
 * completes the data without doubling it.
 *
 * @returns whether the demo seeders ran.
 */
export async function loadDemoDataIfNeeded(db: Database, seeders: readonly DemoSeeder[] = DEMO_SEEDERS): Promise<boolean> {
  const { rows } = await db.query<{ completed: boolean; users: number }>(
    `SELECT (SELECT completed_at IS NOT NULL FROM demo_data_load) AS completed,
            (SELECT count(*) FROM users) AS users`,
  );
  const state = rows[0];
  const unfinished = state?.completed === false;
  const fresh = state?.completed === null && state.users === 0;
  if (!unfinished && !fresh) return false;
  await db.query('INSERT INTO demo_data_load (id) VALUES (true) ON CONFLICT (id) DO NOTHING');
  for (const seeder of seeders) await seeder(db);
  await db.query('UPDATE demo_data_load SET completed_at = now()');
  return true;
}
