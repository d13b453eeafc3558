import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Batcher } from '../db/batcher';
import type { Database } from '../db/database';
import { jobRuns } from '../metrics/registry';
import { withSpan } from '../telemetry/spans';
import type { JobRegistry, RegisteredJob } from './registry';
import { enqueueDueSchedules, upsertSchedule } from './schedules';
import { type ClaimedJob, claimJobs, markDone, markDoneMany, markFailed, markRetry } from './store';
import { type JobContext, LeaseLostError, PermanentJobError } from './types';

/** How a {@link JobRunner} works. */
export interface JobRunnerOptions {
  /** Jobs run at once by this process (default 10). */
  concurrency?: number;
  /** Pause between claims when the queue is empty, in ms (default 500). */
  pollMs?: number;
  /** First retry delay; doubles per attempt up to `retryMaxMs` (defaults 5 s and 1 h). */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How often due schedules are checked, in ms (default 1000). */
  scheduleCheckMs?: number;
  /** Named in `locked_by` (default host:pid). */
  workerId?: string;
  /** Where errors of the loop itself go (the database gone, ...). */
  onError?: (error: unknown) => void;
  /**
   * People waiting for answers in this process (`app.interactive`): while any request is in
   * flight, each job starts only after the event loop has handled the I/O already waiting (those
   * requests' database answers), not before it. Jobs keep their concurrency and their batched
   * statements; the requests are not queued behind job starts.
   */
  yieldTo?: { readonly inFlight: number };
}

/** Longest pause after repeated loop errors. */
const MAX_ERROR_PAUSE_MS = 10_000;

/** Reason text stored with a failed or retried job: the message, without a stack. */
export function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 2000) || 'unknown error';
}

/**
 * Runs the jobs of a {@link JobRegistry} from the `jobs` table: claims due jobs in batches (SKIP
 * LOCKED, so any number of runners share the table), runs up to `concurrency` at once, retries
 * failures with exponential backoff, fails a job for good with its reason after its last attempt
 * or on a {@link PermanentJobError}, and enqueues recurring jobs when their slot comes.
 * `stop()` stops claiming and waits for the jobs in hand (graceful SIGTERM).
 */
export class JobRunner {
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly scheduleCheckMs: number;
  readonly workerId: string;
  private readonly inFlight = new Set<Promise<void>>();
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private lastScheduleCheck = 0;
  /** Loop errors in a row (the database unreachable). */
  private failures = 0;
  /** Free slots worth a claim: a quarter of the concurrency. */
  private readonly batchThreshold: number;
  /** Jobs that finished together are marked done by one statement. */
  private readonly done: Batcher<{ id: number; token: string }, boolean>;

  constructor(
    private readonly db: Database,
    private readonly registry: JobRegistry,
    private readonly options: JobRunnerOptions = {},
  ) {
    this.concurrency = options.concurrency ?? 10;
    this.pollMs = options.pollMs ?? 500;
    this.retryBaseMs = options.retryBaseMs ?? 5_000;
    this.retryMaxMs = options.retryMaxMs ?? 3_600_000;
    this.scheduleCheckMs = options.scheduleCheckMs ?? 1_000;
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}`;
    this.batchThreshold = Math.max(1, Math.floor(this.concurrency / 4));
    this.done = new Batcher((jobs) => markDoneMany(db, jobs));
  }

  /** Records the registry's schedules and starts the loop. */
  async start(): Promise<void> {
    if (this.running) return;
    for (const job of this.registry.all()) {
      if (job.schedule !== undefined) {
        await upsertSchedule(this.db, { name: job.kind, kind: job.kind, ...job.schedule });
      }
    }
    this.running = true;
    this.loop = this.run();
  }

  /** Stops claiming and resolves when every job in hand has finished (its lease keeps others off it meanwhile). */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
    await Promise.all([...this.inFlight]);
  }

  /** Claims at once instead of after the poll pause (e.g. just after enqueueing). */
  wake(): void {
    this.wakeUp?.();
  }

  /**
   * Runs due jobs until none is left (tests and tools): claims, runs and waits, repeatedly.
   * Jobs scheduled in the future are not waited for.
   */
  async runUntilIdle(): Promise<void> {
    await enqueueDueSchedules(this.db, this.kinds());
    for (;;) {
      const claimed = await this.claim(this.concurrency);
      if (claimed.length === 0 && this.inFlight.size === 0) return;
      for (const job of claimed) this.track(this.execute(job));
      if (this.inFlight.size > 0) await Promise.race([...this.inFlight]);
    }
  }

  private kinds(): string[] {
    return this.registry.all().map((job) => job.kind);
  }

  private async run(): Promise<void> {
    while (this.running) {
      let claimedAny = false;
      try {
        if (Date.now() - this.lastScheduleCheck >= this.scheduleCheckMs) {
          this.lastScheduleCheck = Date.now();
          await enqueueDueSchedules(this.db, this.kinds());
        }
        const free = this.concurrency - this.inFlight.size;
        // Claim in batches: one claim per freed slot would add a statement per job.
        if (free >= this.batchThreshold || this.inFlight.size === 0) {
          const claimed = await this.claim(free);
          claimedAny = claimed.length > 0;
          for (const job of claimed) this.track(this.execute(job));
        }
        this.failures = 0;
      } catch (error) {
        // The database gone (a restart, a network cut): say so, then wait longer each time.
        this.failures += 1;
        this.options.onError?.(error);
        if (this.running) await this.pause(Math.min(this.pollMs * 2 ** this.failures, MAX_ERROR_PAUSE_MS));
        continue;
      }
      if (!this.running) break;
      const full = this.concurrency - this.inFlight.size < this.batchThreshold && this.inFlight.size > 0;
      // Busy queue: claim again as soon as a slot frees. Empty queue: poll.
      if (full || !claimedAny) await this.pause(full ? undefined : this.pollMs);
    }
  }

  /** Waits for `ms` (or, without it, for a job to finish), or until woken. */
  private pause(ms: number | undefined): Promise<void> {
    return new Promise((resolve) => {
      const timer = ms === undefined ? undefined : setTimeout(done, ms);
      const finished = this.inFlight.size > 0 ? Promise.race([...this.inFlight]) : undefined;
      let settled = false;
      function done(): void {
        if (settled) return;
        settled = true;
        if (timer !== undefined) clearTimeout(timer);
        resolve();
      }
      this.wakeUp = done;
      void finished?.then(done);
    });
  }

  private track(promise: Promise<void>): void {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise));
  }

  private async claim(limit: number): Promise<Array<ClaimedJob & { token: string }>> {
    const kinds = this.registry.all();
    if (kinds.length === 0) return [];
    const token = randomUUID();
    const claimed = await claimJobs(this.db, {
      token,
      worker: this.workerId,
      kinds: kinds.map((job) => job.kind),
      leasesMs: kinds.map((job) => job.leaseMs),
      limit,
    });
    return claimed.map((job) => ({ ...job, token }));
  }

  private retryDelay(attempt: number): number {
    const exponential = Math.min(this.retryBaseMs * 2 ** (attempt - 1), this.retryMaxMs);
    // ±20 % so jobs that failed together (a mail server down) do not retry in lockstep.
    return Math.round(exponential * (0.8 + Math.random() * 0.4));
  }

  private async execute(job: ClaimedJob & { token: string }): Promise<void> {
    try {
      if ((this.options.yieldTo?.inFlight ?? 0) > 0) await new Promise((resolve) => setImmediate(resolve));
      const definition = this.registry.get(job.kind);
      if (definition === undefined) return; // claimed only for known kinds
      await withSpan(`job ${job.kind}`, { 'job.id': job.id, 'job.kind': job.kind, 'job.attempt': job.attempts }, () => this.runOne(definition, job));
    } catch (error) {
      this.options.onError?.(error);
    }
  }

  private async runOne(definition: RegisteredJob, job: ClaimedJob & { token: string }): Promise<void> {
    const { db } = this;
    if (job.attempts > job.max_attempts) {
      // Every earlier claim ended without a word: its process died mid-run each time.
      const reason = `no attempt left: the last ${job.max_attempts} runs never finished (process killed?)`;
      if (await markFailed(db, job.id, job.token, reason)) {
        jobRuns.inc({ kind: job.kind, outcome: 'failed' });
        await definition.failed(job.payload, reason, db);
      }
      return;
    }
    let completed = false;
    const context: JobContext = {
      id: job.id,
      kind: job.kind,
      attempt: job.attempts,
      maxAttempts: job.max_attempts,
      db,
      completeWith: (fn) =>
        db.transaction(async (tx) => {
          const result = await fn(tx);
          if (!(await markDone(tx, job.id, job.token))) throw new LeaseLostError(`job ${job.id} was taken over by another process`);
          completed = true;
          return result;
        }),
    };
    try {
      await definition.run(job.payload, context);
    } catch (error) {
      if (error instanceof LeaseLostError) return;
      const reason = reasonOf(error);
      const permanent = error instanceof PermanentJobError || error instanceof SyntaxError || isZodError(error);
      if (permanent || job.attempts >= job.max_attempts) {
        if (await markFailed(db, job.id, job.token, reason)) {
          jobRuns.inc({ kind: job.kind, outcome: 'failed' });
          await definition.failed(job.payload, reason, db);
        }
      } else if (await markRetry(db, job.id, job.token, new Date(Date.now() + this.retryDelay(job.attempts)), reason)) {
        jobRuns.inc({ kind: job.kind, outcome: 'retry' });
      }
      return;
    }
    if (completed || (await this.done.run({ id: job.id, token: job.token }))) jobRuns.inc({ kind: job.kind, outcome: 'done' });
  }
}

function isZodError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ZodError';
}
