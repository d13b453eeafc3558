import { z } from 'zod';
import { describeEachDatabase } from '../db/testing';
import { listJobs, retryJobs } from './admin';
import { enqueueJob } from './enqueue';
import { defineJobPurge } from './purge';
import { JobRegistry } from './registry';
import { JobRunner } from './runner';
import { enqueueDueSchedules, upsertSchedule } from './schedules';
import { PermanentJobError } from './types';

const PAYLOAD = z.object({ n: z.number() });

describeEachDatabase('background jobs', (getDb) => {
  let prefix = 0;
  /** A fresh kind name per test: tests share the database. */
  function kind(name: string): string {
    prefix += 1;
    return `test${prefix}.${name}`;
  }

  test('a job runs once; a second enqueue with the same idempotency key creates nothing', async () => {
    const db = getDb();
    const seen: number[] = [];
    const registry = new JobRegistry();
    const k = kind('echo');
    registry.define({ kind: k, payload: PAYLOAD, handler: async ({ n }) => void seen.push(n) });
    const first = await enqueueJob(db, { kind: k, payload: { n: 1 }, idempotencyKey: `${k}:1` });
    const again = await enqueueJob(db, { kind: k, payload: { n: 1 }, idempotencyKey: `${k}:1` });
    expect(again).toEqual({ id: first.id, created: false });
    await new JobRunner(db, registry).runUntilIdle();
    expect(seen).toEqual([1]);
    const [job] = await listJobs(db, { kind: k });
    expect(job).toMatchObject({ state: 'done', attempts: 1, lastError: null });
  });

  test('a failing job is retried, then fails with the reason; npm run jobs --retry runs it again', async () => {
    const db = getDb();
    const k = kind('flaky');
    let calls = 0;
    let succeed = false;
    const registry = new JobRegistry();
    registry.define({
      kind: k,
      payload: PAYLOAD,
      handler: async () => {
        calls += 1;
        if (!succeed) throw new Error(`mail server busy (${calls})`);
      },
    });
    const runner = new JobRunner(db, registry, { retryBaseMs: 1 });
    const { id } = await enqueueJob(db, { kind: k, payload: { n: 1 }, maxAttempts: 3 });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      // Make the retry due now rather than waiting for its backoff.
      await db.query("UPDATE jobs SET run_at = now() WHERE id = $1 AND state = 'queued'", [id]);
      await runner.runUntilIdle();
    }
    expect(calls).toBe(3);
    const [failed] = await listJobs(db, { kind: k });
    expect(failed).toMatchObject({ state: 'failed', attempts: 3, lastError: 'mail server busy (3)' });

    expect(await retryJobs(db, [id])).toEqual([id]);
    succeed = true;
    await runner.runUntilIdle();
    expect((await listJobs(db, { kind: k }))[0]).toMatchObject({ state: 'done', attempts: 1 });
  });

  test('the retry delay doubles per attempt', async () => {
    const db = getDb();
    const k = kind('backoff');
    const registry = new JobRegistry();
    registry.define({ kind: k, payload: PAYLOAD, handler: async () => Promise.reject(new Error('busy')) });
    const runner = new JobRunner(db, registry, { retryBaseMs: 60_000 });
    const { id } = await enqueueJob(db, { kind: k, payload: { n: 1 } });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await db.query('UPDATE jobs SET run_at = now() WHERE id = $1', [id]);
      const before = Date.now();
      await runner.runUntilIdle();
      const [job] = await listJobs(db, { kind: k });
      delays.push((job?.runAt.getTime() ?? 0) - before);
    }
    // 60 s, 120 s, 240 s, each ±20 %.
    expect(delays[0]).toBeGreaterThan(45_000);
    expect(delays[0]).toBeLessThan(75_000);
    expect(delays[1]).toBeGreaterThan(90_000);
    expect(delays[2]).toBeGreaterThan(190_000);
  });

  test('a permanent error fails the job at once and calls onFailed with the reason', async () => {
    const db = getDb();
    const k = kind('permanent');
    const failures: string[] = [];
    const registry = new JobRegistry();
    registry.define({
      kind: k,
      payload: PAYLOAD,
      handler: async () => Promise.reject(new PermanentJobError('550 mailbox unavailable')),
      onFailed: async (_payload, reason) => void failures.push(reason),
    });
    await enqueueJob(db, { kind: k, payload: { n: 1 } });
    await new JobRunner(db, registry).runUntilIdle();
    expect((await listJobs(db, { kind: k }))[0]).toMatchObject({ state: 'failed', attempts: 1, lastError: '550 mailbox unavailable' });
    expect(failures).toEqual(['550 mailbox unavailable']);
  });

  test('two runners on one table run each of 40 jobs exactly once', async () => {
    const db = getDb();
    const k = kind('shared');
    const runs = new Map<number, number>();
    const registry = new JobRegistry();
    registry.define({
      kind: k,
      payload: PAYLOAD,
      handler: async ({ n }) => {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise<void>((resolve) => setImmediate(resolve));
      },
    });
    for (let n = 0; n < 40; n += 1) await enqueueJob(db, { kind: k, payload: { n } });
    const a = new JobRunner(db, registry, { concurrency: 4, workerId: 'a' });
    const b = new JobRunner(db, registry, { concurrency: 4, workerId: 'b' });
    await Promise.all([a.runUntilIdle(), b.runUntilIdle()]);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(40);
  });

  test('a job whose process died is claimed again after its lease; completeWith stores its effect once', async () => {
    const db = getDb();
    const k = kind('lease');
    await db.query('CREATE TABLE IF NOT EXISTS job_effects (job_id bigint PRIMARY KEY)');
    const registry = new JobRegistry();
    registry.define({
      kind: k,
      payload: PAYLOAD,
      leaseMs: 50,
      handler: async (_payload, { id, completeWith }) => {
        await completeWith((tx) => tx.query('INSERT INTO job_effects (job_id) VALUES ($1)', [id]));
      },
    });
    const { id } = await enqueueJob(db, { kind: k, payload: { n: 1 } });
    // A process claimed it and died: state running, lease run out, token of the dead claim.
    await db.query(
      "UPDATE jobs SET state = 'running', attempts = 1, lock_token = gen_random_uuid(), run_at = now() - interval '1 second' WHERE id = $1",
      [id],
    );
    await new JobRunner(db, registry).runUntilIdle();
    expect((await listJobs(db, { kind: k }))[0]).toMatchObject({ state: 'done', attempts: 2 });
    const { rows } = await db.query('SELECT job_id FROM job_effects WHERE job_id = $1', [id]);
    expect(rows).toHaveLength(1);
  });

  test('a schedule enqueues one job per slot, however many processes check it; missed slots run once', async () => {
    const db = getDb();
    const k = kind('daily');
    await upsertSchedule(db, { name: k, kind: k, cron: '0 3 * * *' }, new Date('2026-01-01T00:00:00Z'));
    // Three days later (the API was down): one run, next slot after now.
    const now = new Date('2026-01-04T12:00:00Z');
    const created = await Promise.all([enqueueDueSchedules(db, [k], now), enqueueDueSchedules(db, [k], now)]);
    expect(created[0] + created[1]).toBe(1);
    const jobs = await listJobs(db, { kind: k });
    expect(jobs.map((job) => job.idempotencyKey)).toEqual([`${k}@2026-01-01T03:00:00.000Z`]);
    const { rows } = await db.query<{ next_run_at: Date }>('SELECT next_run_at FROM job_schedules WHERE name = $1', [k]);
    expect(rows[0]?.next_run_at.toISOString()).toBe('2026-01-05T03:00:00.000Z');
    // Restarting (upsert with the same cron) keeps the slot.
    await upsertSchedule(db, { name: k, kind: k, cron: '0 3 * * *' }, new Date('2026-01-04T13:00:00Z'));
    const again = await db.query<{ next_run_at: Date }>('SELECT next_run_at FROM job_schedules WHERE name = $1', [k]);
    expect(again.rows[0]?.next_run_at.toISOString()).toBe('2026-01-05T03:00:00.000Z');
  });

  test('the daily purge deletes jobs finished long ago and keeps recent and pending ones', async () => {
    const db = getDb();
    const k = kind('old');
    const ids = await Promise.all([0, 1, 2, 3].map((n) => enqueueJob(db, { kind: k, payload: { n } })));
    const [oldDone, recentDone, oldFailed, queued] = ids.map((job) => job.id);
    await db.query("UPDATE jobs SET state = 'done', finished_at = now() - interval '15 days' WHERE id = $1", [oldDone]);
    await db.query("UPDATE jobs SET state = 'done', finished_at = now() - interval '1 day' WHERE id = $1", [recentDone]);
    await db.query("UPDATE jobs SET state = 'failed', finished_at = now() - interval '91 days' WHERE id = $1", [oldFailed]);
    const registry = new JobRegistry();
    defineJobPurge(registry);
    await enqueueJob(db, { kind: 'jobs.purge', idempotencyKey: `${k}:purge` });
    await new JobRunner(db, registry).runUntilIdle();
    const left = await listJobs(db, { kind: k });
    // The four were enqueued concurrently: their ids need not follow the order of the array.
    const byId = (a: number | undefined, b: number | undefined) => (a ?? 0) - (b ?? 0);
    expect(left.map((job) => job.id).sort(byId)).toEqual([recentDone, queued].sort(byId));
    expect(registry.get('jobs.purge')?.schedule?.cron).toBe('30 3 * * *');
  });

  test('a daily schedule in a time zone fires at that local hour', async () => {
    const db = getDb();
    const k = kind('moscow');
    await upsertSchedule(db, { name: k, kind: k, cron: '0 9 * * *', timeZone: 'Europe/Moscow' }, new Date('2026-03-01T00:00:00Z'));
    const { rows } = await db.query<{ next_run_at: Date }>('SELECT next_run_at FROM job_schedules WHERE name = $1', [k]);
    expect(rows[0]?.next_run_at.toISOString()).toBe('2026-03-01T06:00:00.000Z');
  });
  test('while requests are in flight jobs still run, at their full concurrency: yielding defers each start, it never starves them', async () => {
    const db = getDb();
    const k = kind('yielding');
    let running = 0;
    let done = 0;
    let release: () => void = () => undefined;
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const registry = new JobRegistry();
    registry.define({
      kind: k,
      payload: PAYLOAD,
      handler: async () => {
        running += 1;
        await hold;
        done += 1;
      },
    });
    // A request always in flight, as while a recruiter searches one search after another.
    const runner = new JobRunner(db, registry, { concurrency: 8, pollMs: 10, yieldTo: { inFlight: 1 } });
    for (let n = 0; n < 8; n += 1) await enqueueJob(db, { kind: k, payload: { n } });
    await runner.start();
    try {
      while (running < 8) await new Promise((resolve) => setTimeout(resolve, 10));
      release();
      while (done < 8) await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      await runner.stop();
    }
  });
});
