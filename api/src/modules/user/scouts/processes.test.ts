import type { ChildProcess } from 'node:child_process';
import type { Database } from '../../../db/database';
import { migrate } from '../../../db/migrate';
import { EMBEDDED_TARGET, exited, forkTs, type ProcessTarget, postgresTarget } from '../../../testing/processes';
import { storeTestResume } from '../../cv/testing';
import { syncScoutSchedule } from './schedule';

/**
 * Scheduled scouting with real processes sharing one database: two API processes on PostgreSQL
 * (two `npm run worker` processes on the embedded database, whose API would load the demo data
 * first), each running the job loop. Slots missed while no process ran (an outage of hours) run
 * once, by one of them; after a restart the slot missed meanwhile runs once more, never twice.
 */

const SCOUTS = 8;
const TIMEOUT_MS = 180_000;

interface Variant {
  target: ProcessTarget;
  /** What runs the jobs: the API itself, or the worker. */
  entry: '../main' | '../cli/worker';
}

const variants: Variant[] = [{ target: EMBEDDED_TARGET, entry: '../cli/worker' }];
const serverUrl = process.env.DATABASE_URL;
if (serverUrl !== undefined && serverUrl !== '') variants.push({ target: postgresTarget(serverUrl, 'scouts_test'), entry: '../main' });

const goDeveloper = (name: string) => ({ basics: { name, label: 'Go developer' }, skills: [{ name: 'Go' }] });

async function waitFor(what: string, condition: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(variants)('scheduled scouting with real processes on $target.title', ({ target, entry }) => {
  let context: Awaited<ReturnType<ProcessTarget['setup']>>;
  const processes: ChildProcess[] = [];
  const scoutIds: number[] = [];

  beforeAll(async () => {
    context = await target.setup();
    await migrate(context.db);
  }, TIMEOUT_MS);
  afterAll(async () => {
    for (const child of processes) child.kill('SIGKILL');
    await Promise.all(processes.map(exited));
    await context?.dispose();
  }, TIMEOUT_MS);

  /** Ports of this engineer's range (18500–18599), one per process alive at once. */
  let nextPort = 18_510;
  function start(): Promise<ChildProcess> {
    nextPort = nextPort === 18_519 ? 18_510 : nextPort + 1;
    return forkTs(entry, {
      ...context.env,
      PORT: String(nextPort),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JOB_POLL_MS: '50',
      JOB_CONCURRENCY: '2',
    }).then(({ child }) => {
      processes.push(child);
      return child;
    });
  }
  async function stopAll(): Promise<void> {
    for (const child of processes.splice(0)) {
      child.kill('SIGTERM');
      await exited(child);
    }
  }
  /** The daily slot came and went while no process ran: `hours` ago. */
  async function slotsMissed(db: Database, hours: number): Promise<void> {
    await db.query(`UPDATE job_schedules SET next_run_at = now() - make_interval(hours => $1) WHERE kind = 'scout.run'`, [hours]);
  }
  async function runsPerScout(db: Database): Promise<Array<{ scout_id: number; runs: number; fresh: number[] }>> {
    const { rows } = await db.query<{ scout_id: number; runs: number; fresh: number[] }>(
      `SELECT s.id AS scout_id, count(r.id)::int AS runs, coalesce(array_agg(r.new_count ORDER BY r.id) FILTER (WHERE r.id IS NOT NULL), '{}') AS fresh
         FROM scouts s LEFT JOIN scout_runs r ON r.scout_id = s.id AND r.trigger = 'scheduled'
        GROUP BY s.id ORDER BY s.id`,
    );
    return rows;
  }
  async function settled(db: Database, runs: number): Promise<boolean> {
    const perScout = await runsPerScout(db);
    const { rows } = await db.query<{ pending: number }>(
      `SELECT count(*)::int AS pending FROM jobs WHERE kind = 'scout.run' AND state IN ('queued', 'running')`,
    );
    return perScout.every((row) => row.runs >= runs) && rows[0]?.pending === 0;
  }

  test(
    'two processes: every missed slot runs once; after a restart the slot missed meanwhile runs once more',
    async () => {
      const { db } = context;
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO users (email, password_hash, name, kind) VALUES ('scout-owner@example.test', 'x', 'Owner', 'recruiter') RETURNING id`,
      );
      const userId = rows[0]?.id ?? '';
      for (const name of ['Anna', 'Boris', 'Carl']) await storeTestResume(db, goDeveloper(name));
      // Daily, twelve hours away: no genuine slot comes during the test, only the ones it makes pass.
      const hour = (new Date().getUTCHours() + 12) % 24;
      for (let index = 0; index < SCOUTS; index += 1) {
        const created = await db.query<{ id: number }>(
          `INSERT INTO scouts (user_id, name, criteria, schedule, run_hour, time_zone) VALUES ($1, $2, $3::jsonb, 'daily', $4, 'UTC') RETURNING id`,
          [userId, `Scout ${index}`, JSON.stringify({ text: 'go developer' }), hour],
        );
        const id = created.rows[0]?.id ?? 0;
        scoutIds.push(id);
        await syncScoutSchedule(db, { id, active: true, schedule: 'daily', hour, timeZone: 'UTC' });
      }
      await slotsMissed(db, 3);

      await Promise.all([start(), start()]);
      await waitFor('every scout to run', () => settled(db, 1));
      expect(await runsPerScout(db)).toEqual(scoutIds.map((id) => ({ scout_id: id, runs: 1, fresh: [3] })));
      const jobs = await db.query<{ payload: { scoutId: number }; state: string; idempotency_key: string }>(
        `SELECT payload, state, idempotency_key FROM jobs WHERE kind = 'scout.run' ORDER BY id`,
      );
      expect(jobs.rows).toHaveLength(SCOUTS);
      expect(jobs.rows.every((job) => job.state === 'done')).toBe(true);
      expect(new Set(jobs.rows.map((job) => job.payload.scoutId)).size).toBe(SCOUTS);
      const next = await db.query<{ later: boolean }>(`SELECT bool_and(next_run_at > now()) AS later FROM job_schedules WHERE kind = 'scout.run'`);
      expect(next.rows[0]?.later).toBe(true);

      // Both stop; meanwhile a new CV comes and the next daily slot passes unseen.
      await stopAll();
      await storeTestResume(db, goDeveloper('Dina'));
      await slotsMissed(db, 2);
      await start();
      await waitFor('the missed slot to run after the restart', () => settled(db, 2));
      expect(await runsPerScout(db)).toEqual(scoutIds.map((id) => ({ scout_id: id, runs: 2, fresh: [3, 1] })));
      const after = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM jobs WHERE kind = 'scout.run'`);
      expect(after.rows[0]?.count).toBe(SCOUTS * 2);
    },
    TIMEOUT_MS,
  );
});
