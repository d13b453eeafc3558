/**
 * Scheduled scouting benchmark: four scouts (narrow, usual, broad, filters only) run by the job
 * runner over N CVs on PostgreSQL, each timed from its slot coming due until its run (the whole
 * match set, new CVs marked) is committed. Prints one JSON line.
 *
 *   npx tsx bench/scouting/run.ts [--cvs 1000000] [--database-url postgres://.../bench_platform_1m]
 *
 * Budget (bench/budgets.json, "scouting"): every run ≤ 5 s at 1 000 000 CVs. The database is
 * seeded up to N CVs when it has fewer (1 000 000: about 20 minutes).
 */
import { parseArgs } from 'node:util';
import { DEFAULT_POSTGRES_URL, ensureDatabase } from '../src/api/postgres-database';
import { runScoutingBench } from '../src/api/scouting-bench';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      cvs: { type: 'string', default: '1000000' },
      'database-url': { type: 'string' },
    },
  });
  const cvs = Number(values.cvs);
  if (!Number.isInteger(cvs) || cvs < 1) throw new Error(`--cvs must be a whole number, got ${values.cvs}`);
  const url = values['database-url'] ?? (await ensureDatabase(DEFAULT_POSTGRES_URL, cvs >= 1_000_000 ? 'bench_platform_1m' : 'bench_platform'));
  console.log(JSON.stringify(await runScoutingBench(url, cvs)));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
