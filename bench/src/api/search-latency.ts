import { spawn } from 'node:child_process';
import { z } from 'zod';
import { REPO_ROOT } from '../platform/layout';
import type { SearchRun } from '../report/results';
import { log } from '../util/log';

/** What `bench/search/run.ts` (the search team's runner) prints. */
const runnerOutput = z.object({
  database: z.enum(['pglite', 'postgres']),
  cvs: z.number(),
  runs: z.number(),
  results: z.record(
    z.string(),
    z.object({
      p50: z.number(),
      p95: z.number(),
      p99: z.number(),
      mean: z.number(),
      total: z.number(),
      coldP50: z.number(),
      coldP95: z.number(),
      reusedP50: z.number(),
      reusedP95: z.number(),
    }),
  ),
});

export type SearchTarget = { pglite: string } | { databaseUrl: string };

/**
 * Seeds the database up to `count` CVs (if it has fewer) and times every query kind, `runs` times
 * ranked with the counts cached, `runs` times read from the kept ranking and `coldRuns` times with
 * the caches empty, by running `bench/search/run.ts`; its
 * progress goes to the bench's log.
 */
export async function runSearchLatency(target: SearchTarget, count: number, runs: number, coldRuns = 10): Promise<SearchRun> {
  const where = 'pglite' in target ? ['--pglite', target.pglite] : ['--database-url', target.databaseUrl];
  const args = ['--import', 'tsx', 'bench/search/run.ts', ...where, '--count', String(count), '--runs', String(runs), '--cold-runs', String(coldRuns)];
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim() !== '') log(`  search: ${line}`);
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`bench/search/run.ts ${where.join(' ')} failed (exit ${code})`);
  const parsed = runnerOutput.parse(JSON.parse(stdout));
  return { database: parsed.database, cvs: parsed.cvs, runs: parsed.runs, kinds: parsed.results };
}
