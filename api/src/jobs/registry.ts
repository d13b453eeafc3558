import type { Database } from '../db/database';
import type { JobContext, JobDefinition, JobSchedule } from './types';

/** A definition with its payload type erased: the runner parses the payload before calling it. */
export interface RegisteredJob {
  kind: string;
  leaseMs: number;
  schedule: (JobSchedule & { payload: unknown }) | undefined;
  run(payload: unknown, context: JobContext): Promise<void>;
  failed(payload: unknown, reason: string, db: Database): Promise<void>;
}

const DEFAULT_LEASE_MS = 60_000;

/**
 * The kinds of job this process can run. Modules define theirs at start-up (`deps.jobs.define`);
 * the API process and `npm run worker` build the same registry, so either can run any job.
 */
export class JobRegistry {
  private readonly kinds = new Map<string, RegisteredJob>();

  /**
   * Registers a kind of job, and with `schedule` a recurring one:
   *
   * ```ts
   * jobs.define({ kind: 'history.purge', payload: z.object({}), schedule: { cron: '0 3 * * *' },
   *   handler: async (_payload, { db }) => { await db.query('DELETE ...') } });
   * ```
   */
  define<P>(definition: JobDefinition<P>): void {
    if (this.kinds.has(definition.kind)) throw new Error(`Job kind ${definition.kind} is defined twice`);
    const { schedule } = definition;
    this.kinds.set(definition.kind, {
      kind: definition.kind,
      leaseMs: definition.leaseMs ?? DEFAULT_LEASE_MS,
      schedule: schedule === undefined ? undefined : { cron: schedule.cron, timeZone: schedule.timeZone, payload: schedule.payload ?? {} },
      async run(payload, context) {
        await definition.handler(definition.payload.parse(payload), context);
      },
      async failed(payload, reason, db) {
        const parsed = definition.payload.safeParse(payload);
        if (parsed.success && definition.onFailed !== undefined) await definition.onFailed(parsed.data, reason, db);
      },
    });
  }

  get(kind: string): RegisteredJob | undefined {
    return this.kinds.get(kind);
  }

  all(): RegisteredJob[] {
    return [...this.kinds.values()];
  }
}
