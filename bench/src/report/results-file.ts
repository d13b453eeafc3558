import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BENCH_PATHS } from '../platform/layout';
import { type BenchResults, resultsSchema } from './results';

/** `bench/results/2026-11-22T06-45-12.json`: sortable by name, one per run. */
export function resultsFileName(startedAt: Date): string {
  return `${startedAt.toISOString().slice(0, 19).replace(/:/g, '-')}.json`;
}

export async function writeResults(results: BenchResults, dir = BENCH_PATHS.results): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, resultsFileName(new Date(results.startedAt)));
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}

/** Every results file, newest first. */
export function listResults(dir = BENCH_PATHS.results): Array<{ file: string; results: BenchResults }> {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => /^\d{4}-\d{2}-\d{2}T[\d-]+\.json$/.test(name));
  } catch {
    return [];
  }
  return names
    .sort()
    .reverse()
    .map((name) => {
      const file = path.join(dir, name);
      return { file, results: resultsSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) };
    });
}

const PARTS = ['builds', 'frontend', 'lighthouse', 'search', 'load'] as const;

/**
 * The latest figures of every part: a run of a subset (`--only frontend`) replaces only the parts it
 * measured, the others keep their most recent results. `sources` tells which run each part is from.
 */
export function latestResults(all: ReadonlyArray<{ file: string; results: BenchResults }>): { results: BenchResults; sources: Record<string, string> } | undefined {
  const newest = all[0];
  if (!newest) return undefined;
  const composed: BenchResults = { ...newest.results, errors: [...newest.results.errors] };
  const sources: Record<string, string> = {};
  for (const part of PARTS) {
    const from = all.find(({ results }) => results[part] !== undefined);
    if (!from) continue;
    sources[part] = path.basename(from.file);
    if (part === 'builds') composed.builds = from.results.builds;
    if (part === 'frontend') composed.frontend = from.results.frontend;
    if (part === 'lighthouse') composed.lighthouse = from.results.lighthouse;
    if (part === 'search') composed.search = from.results.search;
    if (part === 'load') composed.load = from.results.load;
  }
  return { results: composed, sources };
}
