import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { openDatabaseForCli } from '../db/open';
import { DEMO_CV_COUNT, seedDemoCandidateResume, seedDemoResumes, seedGeneratedResumes } from '../modules/cv/demo/seed-demo';
import { DEMO_SEEDERS } from '../seed';
import { runCli } from './run-cli';

const USAGE = `Usage: npm run seed -- [--count N] [--database-url URL]

Loads the demo data (accounts, team data, CVs); what exists already is kept.
  --count N             make the generated demo CV set N CVs (default ${DEMO_CV_COUNT}); the generator
                        is deterministic and continues where the set stops, so nothing is duplicated
  --database-url URL    a PostgreSQL database (default: DATABASE_URL, else the embedded database)`;

/** From this many new CVs on, the table is rewritten in quality order after loading (see seed-demo.ts). */
const CLUSTER_FROM = 50_000;

async function main(): Promise<number> {
  let values: { count?: string | undefined; 'database-url'?: string | undefined; help?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      options: { count: { type: 'string', short: 'n' }, 'database-url': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const count = values.count === undefined ? DEMO_CV_COUNT : Number(values.count);
  if (!Number.isInteger(count) || count < 0 || count > 10_000_000) {
    console.error(`--count must be a whole number from 0 to 10000000, got "${values.count}".\n\n${USAGE}`);
    return 2;
  }
  const url = values['database-url'];
  const config = loadConfig(url === undefined ? process.env : { ...process.env, DATABASE_URL: url });
  const db = await openDatabaseForCli(config);
  try {
    // The CV seeder of first start loads a fixed set; here --count decides how many.
    for (const seeder of DEMO_SEEDERS) if (seeder !== seedDemoResumes) await seeder(db);
    await seedDemoCandidateResume(db);
    const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM resumes WHERE is_demo');
    const existing = rows[0]?.count ?? 0;
    if (existing >= count) {
      console.log(`The demo set has ${existing} CVs already; nothing to add.`);
      return 0;
    }
    const started = Date.now();
    console.log(`Generating ${count - existing} demo CVs (${existing} present)...`);
    await seedGeneratedResumes(db, {
      start: existing,
      count: count - existing,
      cluster: count - existing >= CLUSTER_FROM,
      onProgress: (done, total) => console.log(`  ${done}/${total} (${Math.round((Date.now() - started) / 1000)} s)`),
    });
    console.log(`Done in ${Math.round((Date.now() - started) / 1000)} s: the demo set has ${count} CVs.`);
    return 0;
  } finally {
    await db.close();
  }
}

runCli(main);
