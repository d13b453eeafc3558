/**
 * Inbound mail benchmark: candidates' replies sent over real SMTP to the API's inbound listener,
 * every acknowledged one looked for in its thread afterwards. Prints one JSON line per database.
 *
 *   npx tsx bench/inbound/run.ts [--replies 2000] [--connections 8] [--threads 500] [--cvs 10000] [--paced 100] [--listener inbound,api] [--database-url postgres://...] [--no-pglite]
 *
 * Budgets (bench/budgets.json, "inbound"): ≥ 100 replies stored per second on PostgreSQL with the
 * listener in an inbound process of its own (flat out), none lost, and while replies arrive at
 * 100 a second the search p95 ≤ 1.2 × idle; the
 * listener in the API process and the embedded database (listener in the API process, as
 * `npm start` runs it) are reported too.
 */
import { parseArgs } from 'node:util';
import { runInboundBench } from '../src/api/inbound-bench';
import { DEFAULT_POSTGRES_URL } from '../src/api/postgres-database';

function whole(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name}: expected a whole number ≥ 1, got "${value}"`);
  return number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      replies: { type: 'string', default: '2000' },
      connections: { type: 'string', default: '8' },
      threads: { type: 'string', default: '500' },
      cvs: { type: 'string', default: '10000' },
      paced: { type: 'string', default: '100' },
      listener: { type: 'string', default: 'inbound,api' },
      'database-url': { type: 'string', default: DEFAULT_POSTGRES_URL },
      'no-pglite': { type: 'boolean' },
      'no-postgres': { type: 'boolean' },
    },
  });
  const options = {
    replies: whole('replies', values.replies),
    connections: whole('connections', values.connections),
    threads: whole('threads', values.threads),
    cvs: whole('cvs', values.cvs),
    pacedPerSecond: whole('paced', values.paced),
  };
  if (options.threads > options.cvs) throw new Error('--threads: at most --cvs (each thread is a CV of the corpus applying)');
  const listeners = values.listener.split(',').map((name) => {
    if (name !== 'api' && name !== 'inbound') throw new Error(`--listener takes inbound, api or both (inbound,api), not ${name}`);
    return name;
  });
  if (values['no-postgres'] !== true) {
    for (const listener of listeners) console.log(JSON.stringify(await runInboundBench({ kind: 'postgres', serverUrl: values['database-url'] }, { ...options, listener })));
  }
  // The embedded database as npm start runs it: the listener in the API process.
  if (values['no-pglite'] !== true) console.log(JSON.stringify(await runInboundBench({ kind: 'pglite' }, { ...options, listener: 'api' })));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
