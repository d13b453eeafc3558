/**
 * Mailing benchmark: a mailing to N CVs is accepted over HTTP, then delivered by the job runner to
 * a real SMTP server on localhost. Prints one JSON line per database.
 *
 *   npx tsx bench/mail/run.ts [--recipients 10000] [--database-url postgres://...] [--no-pglite]
 *
 * Budgets (bench/budgets.json, "mailing"): accepted in ≤ 3 s and delivered at ≥ 200 messages/s on
 * PostgreSQL; the embedded database is reported too.
 */
import { parseArgs } from 'node:util';
import { runMailingBench } from '../src/api/mailing-bench';
import { DEFAULT_POSTGRES_URL } from '../src/api/postgres-database';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      recipients: { type: 'string', default: '10000' },
      'database-url': { type: 'string', default: DEFAULT_POSTGRES_URL },
      'no-pglite': { type: 'boolean' },
      'no-postgres': { type: 'boolean' },
      concurrency: { type: 'string', default: '20' },
      runner: { type: 'string', default: 'api,worker' },
    },
  });
  const recipients = Number(values.recipients);
  const concurrency = Number(values.concurrency);
  const runners = values.runner.split(',').map((name) => {
    if (name !== 'api' && name !== 'worker') throw new Error(`--runner takes api, worker or both (api,worker), not ${name}`);
    return name;
  });
  for (const runner of runners) {
    if (values['no-postgres'] !== true) {
      console.log(JSON.stringify(await runMailingBench({ kind: 'postgres', serverUrl: values['database-url'] }, recipients, concurrency, runner)));
    }
    if (values['no-pglite'] !== true) {
      console.log(JSON.stringify(await runMailingBench({ kind: 'pglite' }, recipients, concurrency, runner)));
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
