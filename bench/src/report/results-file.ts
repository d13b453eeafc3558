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

/** Rows of the API parts are told apart by database, size (order of magnitude), concurrency and CV changes. */
const scale = (cvs: number) => Math.round(Math.log10(Math.max(cvs, 1)));
const searchKey = (row: NonNullable<BenchResults['search']>[number]) => `${row.database}:${scale(row.cvs)}`;
const loadKey = (row: NonNullable<BenchResults['load']>[number]) =>
  `${row.database}:${scale(row.cvs)}:${row.concurrency}:${(row.cvChangesPerSecond ?? 0) > 0 ? 'changing' : 'quiet'}`;

/** The newest row of each key, across the runs (newest first), and the files they came from. */
function newestRows<T>(runs: ReadonlyArray<{ file: string; rows: readonly T[] | undefined }>, key: (row: T) => string): { rows: T[]; files: string[] } {
  const seen = new Set<string>();
  const rows: T[] = [];
  const files = new Set<string>();
  for (const run of runs) {
    for (const row of run.rows ?? []) {
      if (seen.has(key(row))) continue;
      seen.add(key(row));
      rows.push(row);
      files.add(path.basename(run.file));
    }
  }
  return { rows, files: [...files] };
}

/**
 * The latest figures of every part: a run of a subset (`--only frontend`, `--only million`)
 * replaces only what it measured; the rest keeps its most recent results. `sources` tells which
 * run each part is from.
 */
export function latestResults(all: ReadonlyArray<{ file: string; results: BenchResults }>): { results: BenchResults; sources: Record<string, string> } | undefined {
  const newest = all[0];
  if (!newest) return undefined;
  const composed: BenchResults = { ...newest.results, errors: [...newest.results.errors] };
  const sources: Record<string, string> = {};
  const newestWith = <K extends 'builds' | 'frontend' | 'lighthouse' | 'mailing' | 'inbound' | 'scouting' | 'intake' | 'observability' | 'topology' | 'relevance' | 'mixedLoad' | 'searchFlood' | 'soak'>(
    part: K,
  ) => {
    const from = all.find(({ results }) => results[part] !== undefined);
    if (from) sources[part] = path.basename(from.file);
    return from?.results[part];
  };
  composed.builds = newestWith('builds');
  composed.frontend = newestWith('frontend');
  composed.lighthouse = newestWith('lighthouse');
  composed.mailing = newestWith('mailing');
  composed.inbound = newestWith('inbound');
  composed.scouting = newestWith('scouting');
  composed.intake = newestWith('intake');
  composed.observability = newestWith('observability');
  composed.topology = newestWith('topology');
  composed.relevance = newestWith('relevance');
  composed.mixedLoad = newestWith('mixedLoad');
  composed.searchFlood = newestWith('searchFlood');
  composed.soak = newestWith('soak');
  const search = newestRows(all.map(({ file, results }) => ({ file, rows: results.search })), searchKey);
  const load = newestRows(all.map(({ file, results }) => ({ file, rows: results.load })), loadKey);
  composed.search = search.rows.length > 0 ? search.rows : undefined;
  composed.load = load.rows.length > 0 ? load.rows : undefined;
  if (search.files.length > 0) sources.search = search.files.join(', ');
  if (load.files.length > 0) sources.load = load.files.join(', ');
  return { results: composed, sources };
}
