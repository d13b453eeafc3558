import { loadavg } from 'node:os';
import { buildApp } from '../../../api/src/app';
import { loadConfig } from '../../../api/src/config/env';
import { migrate } from '../../../api/src/db/migrate';
import { openPostgres } from '../../../api/src/db/postgres';
import { JobRegistry, JobRunner } from '../../../api/src/jobs';
import { log } from '../util/log';
import { ensureGeneratedCvs } from './generated-cvs';

/** Saved searches the bench schedules: a narrow one, a usual one, a broad one past the exact-count limit, filters only. */
const SCOUTING_CRITERIA: ReadonlyArray<{ kind: string; criteria: Record<string, unknown> }> = [
  { kind: 'narrow: java spring, Moscow', criteria: { text: 'java spring', filters: { city: ['Москва'] } } },
  { kind: 'usual: python', criteria: { text: 'python' } },
  { kind: 'broad: developer', criteria: { text: 'developer' } },
  { kind: 'filters only: remote, 3+ years', criteria: { filters: { remote: true, experienceYears: { min: 3 } } } },
];

/** One scheduled run, timed from its slot coming due to its run committed. */
export interface ScoutingRunFigure {
  kind: string;
  /** 1: the first run (every match new), 2: the next (nothing new). */
  run: number;
  seconds: number;
  total: number;
  totalIsEstimate: boolean;
  newCount: number;
  /** Reading pages of the run's whole match set through the API (20 a page). */
  pages: Array<{ page: number; ms: number; items: number }>;
}

/** Pages of each run read back: the first, one 10 000 matches deep, one 100 000 deep (where the set reaches). */
const PAGES_READ = [1, 500, 5_000];
const PER_PAGE = 20;

export interface ScoutingBenchResult {
  database: 'postgres';
  cvs: number;
  runs: ScoutingRunFigure[];
  maxRunSeconds: number;
  /** The machine's 1-minute load average at the end (other work slows every figure). */
  loadAverage: number;
}

/**
 * Scheduled scouting over `cvs` CVs on a PostgreSQL database (seeded up to `cvs` if short): each
 * scout of {@link SCOUTING_CRITERIA} is scheduled hourly, its slot made due, and the job runner
 * of an API built on the database runs it; timed until the run is committed. Twice per scout.
 */
export async function runScoutingBench(url: string, cvs: number): Promise<ScoutingBenchResult> {
  const db = await openPostgres(url, { statementTimeoutMs: 3_600_000 });
  try {
    await migrate(db);
    await ensureGeneratedCvs(db, cvs);
    const jobs = new JobRegistry();
    const app = await buildApp({ db, config: { ...loadConfig({ NODE_ENV: 'test', DATABASE_URL: url }) }, jobs });
    await app.ready();
    try {
      const email = `scouting-bench-${Date.now()}@bench.test`;
      const register = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password: 'bench-password-1', name: 'Bench', kind: 'recruiter' },
      });
      const cookie = `sid=${register.cookies.find((item) => item.name === 'sid')?.value ?? ''}`;
      const runner = new JobRunner(db, jobs, { concurrency: 1 });
      const runs: ScoutingRunFigure[] = [];
      for (const { kind, criteria } of SCOUTING_CRITERIA) {
        const created = await app.inject({ method: 'POST', url: '/api/user/scouts', headers: { cookie }, payload: { name: kind, criteria, schedule: 'hourly' } });
        if (created.statusCode !== 201) throw new Error(`the scout "${kind}" was refused: ${created.body}`);
        const scoutId = created.json<{ id: number }>().id;
        for (const run of [1, 2]) {
          await db.query(`UPDATE job_schedules SET next_run_at = now() - interval '1 minute' WHERE name = $1`, [`scout.run:${scoutId}`]);
          const started = performance.now();
          await runner.runUntilIdle();
          const seconds = Math.round(performance.now() - started) / 1000;
          const { rows } = await db.query<{ id: number; total: number; total_is_estimate: boolean; new_count: number }>(
            `SELECT id, total, total_is_estimate, new_count FROM scout_runs WHERE scout_id = $1 ORDER BY id DESC LIMIT 1`,
            [scoutId],
          );
          const row = rows[0];
          if (row === undefined) throw new Error(`the scheduled run of "${kind}" stored nothing`);
          const pages: ScoutingRunFigure['pages'] = [];
          for (const page of PAGES_READ.filter((number) => number === 1 || (number - 1) * PER_PAGE < row.total)) {
            const pageStarted = performance.now();
            const response = await app.inject({ method: 'GET', url: `/api/user/scouts/results/${row.id}?page=${page}&perPage=${PER_PAGE}`, headers: { cookie } });
            if (response.statusCode !== 200) throw new Error(`page ${page} of "${kind}" failed: ${response.body}`);
            pages.push({ page, ms: Math.round(performance.now() - pageStarted), items: response.json<{ items: unknown[] }>().items.length });
          }
          runs.push({ kind, run, seconds, total: row.total, totalIsEstimate: row.total_is_estimate, newCount: row.new_count, pages });
          const pageFigures = pages.map((page) => `page ${page.page} ${page.ms} ms (${page.items})`).join(', ');
          log(`  scouting: ${kind}, run ${run}: ${seconds} s, ${row.total_is_estimate ? '~' : ''}${row.total} matches, ${row.new_count} new; ${pageFigures}`);
        }
      }
      return {
        database: 'postgres',
        cvs,
        runs,
        maxRunSeconds: Math.max(...runs.map((run) => run.seconds)),
        loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10,
      };
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}
