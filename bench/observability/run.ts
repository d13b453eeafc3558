/**
 * What metrics and tracing together cost a search, alone (the `observability` part of
 * `npm run bench` without the report): seeds the api part's database `bench_platform` to `--cvs`
 * the first time, then prints the part's result as one JSON line.
 *
 *   npx tsx bench/observability/run.ts [--cvs 100000] [--rounds 200] [--database-url postgres://...]
 *
 * Budget (bench/budgets.json, "observability"): ≤ +5 % on the pooled search p95, both on.
 */
import { parseArgs } from 'node:util';
import { migrate } from '../../api/src/db/migrate';
import { openPostgres } from '../../api/src/db/postgres';
import { ensureGeneratedCvs } from '../src/api/generated-cvs';
import { runObservabilityBench } from '../src/api/observability-bench';
import { DEFAULT_POSTGRES_URL, ensureDatabase } from '../src/api/postgres-database';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      cvs: { type: 'string', default: '100000' },
      rounds: { type: 'string', default: '200' },
      'database-url': { type: 'string', default: DEFAULT_POSTGRES_URL },
    },
  });
  const cvs = Number(values.cvs);
  const url = await ensureDatabase(values['database-url'], 'bench_platform');
  const db = await openPostgres(url, { statementTimeoutMs: 3_600_000 });
  try {
    await migrate(db);
    await ensureGeneratedCvs(db, cvs);
  } finally {
    await db.close();
  }
  console.log(JSON.stringify(await runObservabilityBench(url, cvs, Number(values.rounds))));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
