import { parseArgs } from 'node:util';
import { DEFAULT_POSTGRES_URL } from '../api/postgres-database';

/** The parts of `npm run bench`, in the order they run. */
const PARTS = ['builds', 'frontend', 'lighthouse', 'api', 'mail', 'inbound', 'relevance', 'rollout', 'mixed', 'flood', 'soak', 'million', 'scouting', 'intake', 'observability', 'topology'] as const;
export type Part = (typeof PARTS)[number];

/**
 * `million` (PostgreSQL at 1 000 000 CVs) is opt-in: its first seeding alone takes ~15–20 min.
 * `topology` too: it seeds a fresh primary + replica every run (`--cvs` of them).
 */
const DEFAULT_PARTS: readonly Part[] = ['builds', 'frontend', 'lighthouse', 'api', 'mail', 'inbound', 'relevance', 'rollout', 'mixed', 'flood', 'soak', 'scouting', 'intake', 'observability'];

export interface BenchOptions {
  parts: ReadonlySet<Part>;
  /** Cold loads per page and build, navigations per build. */
  runs: number;
  lighthouseRuns: number;
  lighthousePresets: ReadonlyArray<'mobile' | 'desktop'>;
  /** CVs of the API rows. */
  cvs: number;
  /** Timed runs per query kind (bench/search/run.ts). */
  searchRuns: number;
  loadSeconds: number;
  concurrency: readonly number[];
  /** A PostgreSQL server for the server rows; undefined: skip them. */
  postgresUrl: string | undefined;
  /** Reuse the bench's previous builds instead of building (no build rows). */
  reuseBuilds: boolean;
  /** Load and soak parts: concurrency and the duration of each (shorter runs validate, never pass). */
  hostile: { database: 'pglite' | 'postgres'; concurrency: number; mixedSeconds: number; floodSeconds: number; soakSeconds: number };
}

export const USAGE = `Usage: npm run bench [-- options]

  --only <parts>         comma-separated subset of: ${PARTS.join(', ')} (default: all but million and topology)
  --skip <parts>         leave these parts out
  --runs <n>             cold loads per page and build, and navigations (default 5)
  --lighthouse-runs <n>  Lighthouse runs per page and preset (default 3)
  --lighthouse-presets   mobile,desktop (default both; the budget reads desktop, as issue 5 sets it)
  --cvs <n>              CVs in the API databases (default 100000)
  --search-runs <n>      timed runs per query kind (default 40)
  --load-seconds <n>     duration of each load run (default 30)
  --concurrency <list>   load concurrencies (default 16,64)
  --million              add the million part: PostgreSQL at 1 000 000 CVs (seeding takes
                         ~15–20 min the first time); same as naming it in --only
  --postgres-url <url>   PostgreSQL server for the server rows (default ${DEFAULT_POSTGRES_URL})
  --no-postgres          skip the PostgreSQL rows
  --reuse-builds         reuse the bench's last builds (no build rows; for iterating on the frontend part)
  --hostile-database <db>    pglite (default, as npm start runs) or postgres (database bench_hostile on --postgres-url)
  --hostile-concurrency <n>  users of the mixed, flood and soak parts (default 64)
  --mixed-seconds <n>    duration of the mixed workload (default 60)
  --flood-seconds <n>    duration of the search flood (default 60)
  --soak-seconds <n>     duration of the soak (default 300); a shorter run is reported, never passed
`;

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name}: expected a whole number ≥ 1, got "${value}"`);
  return number;
}

function partList(name: string, value: string | undefined): Part[] | undefined {
  if (value === undefined) return undefined;
  return value.split(',').map((item) => {
    const part = PARTS.find((candidate) => candidate === item.trim());
    if (!part) throw new Error(`--${name}: unknown part "${item}" (parts: ${PARTS.join(', ')})`);
    return part;
  });
}

/** Parses the command line; throws with a message naming the bad option. */
export function parseOptions(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      only: { type: 'string' },
      skip: { type: 'string' },
      runs: { type: 'string' },
      'lighthouse-runs': { type: 'string' },
      'lighthouse-presets': { type: 'string' },
      cvs: { type: 'string' },
      'search-runs': { type: 'string' },
      'load-seconds': { type: 'string' },
      concurrency: { type: 'string' },
      million: { type: 'boolean' },
      'postgres-url': { type: 'string' },
      'no-postgres': { type: 'boolean' },
      'reuse-builds': { type: 'boolean' },
      'hostile-database': { type: 'string' },
      'hostile-concurrency': { type: 'string' },
      'mixed-seconds': { type: 'string' },
      'flood-seconds': { type: 'string' },
      'soak-seconds': { type: 'string' },
    },
    strict: true,
  });
  const hostileDatabase = values['hostile-database'] ?? 'pglite';
  if (hostileDatabase !== 'pglite' && hostileDatabase !== 'postgres') throw new Error(`--hostile-database: pglite or postgres, got "${hostileDatabase}"`);
  const only = partList('only', values.only) ?? [...DEFAULT_PARTS, ...(values.million ? (['million'] as const) : [])];
  const skip = new Set(partList('skip', values.skip) ?? []);
  const presets = (values['lighthouse-presets'] ?? 'mobile,desktop').split(',').map((preset) => {
    if (preset !== 'mobile' && preset !== 'desktop') throw new Error(`--lighthouse-presets: mobile or desktop, got "${preset}"`);
    return preset;
  });
  return {
    parts: new Set(only.filter((part) => !skip.has(part))),
    runs: positiveInt('runs', values.runs, 5),
    lighthouseRuns: positiveInt('lighthouse-runs', values['lighthouse-runs'], 3),
    lighthousePresets: presets,
    cvs: positiveInt('cvs', values.cvs, 100_000),
    searchRuns: positiveInt('search-runs', values['search-runs'], 40),
    loadSeconds: positiveInt('load-seconds', values['load-seconds'], 30),
    concurrency: (values.concurrency ?? '16,64').split(',').map((value) => positiveInt('concurrency', value, 16)),
    postgresUrl: values['no-postgres'] ? undefined : (values['postgres-url'] ?? DEFAULT_POSTGRES_URL),
    reuseBuilds: values['reuse-builds'] === true,
    hostile: {
      database: hostileDatabase,
      concurrency: positiveInt('hostile-concurrency', values['hostile-concurrency'], 64),
      mixedSeconds: positiveInt('mixed-seconds', values['mixed-seconds'], 60),
      floodSeconds: positiveInt('flood-seconds', values['flood-seconds'], 60),
      soakSeconds: positiveInt('soak-seconds', values['soak-seconds'], 300),
    },
  };
}
