import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { z } from 'zod';
import { REPO_ROOT } from '../platform/layout';
import type { RolloutRun } from '../report/results';
import { ROLLOUT_BENCH_REMOTES } from './bench-manifest';

const run = promisify(execFile);
const COLD_LOADS = 30;
const CHILD = 'bench/src/rollout/cold-decision.ts';
const childOutput = z.object({ ms: z.number(), canaries: z.number() });

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * The rollout decision's cost on a cold page load: the host's pick of stable or canary for every
 * remote of a `/remotes.json` where each runs one, timed in `COLD_LOADS` fresh processes (nothing
 * warmed up, as a visitor's first page). It is synchronous and reads only the manifest and the
 * visitor's stored identity: it adds no request before the entries.
 */
export async function runRolloutBench(): Promise<RolloutRun> {
  const times: number[] = [];
  for (let load = 0; load < COLD_LOADS; load += 1) {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', CHILD], { cwd: REPO_ROOT });
    times.push(childOutput.parse(JSON.parse(stdout)).ms);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 1000) / 1000;
  return { coldLoads: COLD_LOADS, remotes: ROLLOUT_BENCH_REMOTES, p50Ms: round(percentile(sorted, 50)), p95Ms: round(percentile(sorted, 95)), maxMs: round(sorted.at(-1) ?? 0) };
}
