import { spawn } from 'node:child_process';
import { z } from 'zod';
import { REPO_ROOT } from '../platform/layout';
import type { RelevanceRun } from '../report/results';
import { log } from '../util/log';

/** What `bench/relevance/run.ts` prints (its per-query figures are kept too). */
const runnerOutput = z.object({
  queries: z.number(),
  corpus: z.number(),
  ndcgAt20: z.number(),
  precisionAt10: z.number(),
  perQuery: z.array(z.object({ text: z.string(), ndcgAt20: z.number(), precisionAt10: z.number() })),
});

/** Scores the judged relevance set by running `bench/relevance/run.ts` (its own in-memory database). */
export async function runRelevance(): Promise<RelevanceRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/relevance/run.ts'], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim() !== '') log(`  relevance: ${line}`);
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`bench/relevance/run.ts failed (exit ${code})`);
  const parsed = runnerOutput.parse(JSON.parse(stdout));
  return { queries: parsed.queries, corpus: parsed.corpus, ndcgAt20: parsed.ndcgAt20, precisionAt10: parsed.precisionAt10, perQuery: parsed.perQuery };
}
