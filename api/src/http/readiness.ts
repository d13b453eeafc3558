import type { FastifyInstance } from 'fastify';

/** One condition of readiness: resolves when met, throws (its message is reported) when not. */
export type ReadinessCheck = () => Promise<void>;

/** What `GET /api/ready` reports: each check's result, `ok` or why not. */
export interface ReadinessReport {
  ready: boolean;
  checks: Record<string, 'ok' | string>;
}

/** How the checks are kept fresh. */
export interface ReadinessTiming {
  /** Pause between two rounds of checks in the background. */
  intervalMs: number;
  /** How long a round waits for a check before reporting it without an answer. */
  timeoutMs: number;
  /** A met check is trusted this long; with no newer answer it counts as failed. */
  staleAfterMs: number;
}

export const READINESS_TIMING: ReadinessTiming = { intervalMs: 1000, timeoutMs: 2000, staleAfterMs: 10_000 };

/** The checks behind `GET /api/ready`, by name, with their latest results. */
export interface Readiness {
  /**
   * Adds a check (e.g. the job system: `app.readiness.add('jobs', async () => ...)`), run in every
   * background round with the others. Names are unique.
   */
  add(name: string, check: ReadinessCheck): void;
  /**
   * The latest results, at once: a probe never waits for the database. Before the first round has
   * ended (just after start-up) it waits for that round.
   */
  report(): Promise<ReadinessReport>;
  /** Runs a round now (or joins the one under way) and reports its results. */
  refresh(): Promise<ReadinessReport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness checks: modules add theirs while they register. */
    readiness: Readiness;
  }
}

interface CheckState {
  check: ReadinessCheck;
  /** `ok` or the reason, and when it was found (performance.now()). */
  result?: { value: 'ok' | string; at: number };
  /** The call still under way: a slow check is never called again before it answers. */
  pending?: Promise<void>;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Readiness as a state refreshed in the background (every `intervalMs`, and by {@link Readiness.refresh})
 * rather than checked inside each probe: `/api/ready` answers from memory at once however long the
 * database's queue is. A check that does not answer within `timeoutMs` keeps its last `ok` while
 * that is younger than `staleAfterMs` (busy, not broken); after that, or with no `ok` before, it
 * fails with "no answer". A check that throws fails at once.
 */
export function createReadiness(timing: ReadinessTiming = READINESS_TIMING): Readiness & { start(): void; stop(): void } {
  const states = new Map<string, CheckState>();
  let round: Promise<void> | undefined;
  let firstRound: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  const call = (state: CheckState): Promise<void> => {
    state.pending ??= state
      .check()
      .then(
        () => {
          state.result = { value: 'ok', at: performance.now() };
        },
        (error: unknown) => {
          state.result = { value: messageOf(error), at: performance.now() };
        },
      )
      .finally(() => {
        state.pending = undefined;
      });
    return state.pending;
  };

  const runRound = async (): Promise<void> => {
    await Promise.all(
      [...states.values()].map(async (state) => {
        let timeout: NodeJS.Timeout | undefined;
        const answered = await Promise.race([
          call(state).then(() => true),
          new Promise<false>((resolve) => {
            timeout = setTimeout(() => resolve(false), timing.timeoutMs);
          }),
        ]);
        clearTimeout(timeout);
        if (answered) return;
        const last = state.result;
        const trusted = last?.value === 'ok' && performance.now() - last.at <= timing.staleAfterMs;
        if (!trusted) state.result = { value: `no answer within ${timing.timeoutMs} ms`, at: performance.now() };
      }),
    );
  };

  const refreshNow = (): Promise<void> => {
    round ??= runRound().finally(() => {
      round = undefined;
    });
    firstRound ??= round;
    return round;
  };

  const current = (): ReadinessReport => {
    const now = performance.now();
    const checks: Record<string, string> = {};
    for (const [name, state] of states) {
      const result = state.result;
      if (result === undefined) checks[name] = 'not checked yet';
      else if (result.value === 'ok' && now - result.at > timing.staleAfterMs) checks[name] = `no answer for ${timing.staleAfterMs / 1000} s`;
      else checks[name] = result.value;
    }
    return { ready: Object.values(checks).every((value) => value === 'ok'), checks };
  };

  const schedule = (): void => {
    if (!running) return;
    timer = setTimeout(() => {
      void refreshNow().finally(schedule);
    }, timing.intervalMs);
    timer.unref();
  };

  return {
    add(name, check) {
      if (states.has(name)) throw new Error(`A readiness check named "${name}" exists already.`);
      states.set(name, { check });
    },
    async report() {
      await (firstRound ?? refreshNow());
      return current();
    },
    async refresh() {
      await refreshNow();
      return current();
    },
    start() {
      if (running) return;
      running = true;
      void refreshNow().finally(schedule);
    },
    stop() {
      running = false;
      clearTimeout(timer);
    },
  };
}

/**
 * Decorates `app` with an empty {@link Readiness}; modules registered after it add their checks.
 * Its rounds run from when the app is ready until it closes.
 */
export function installReadiness(app: FastifyInstance, timing: ReadinessTiming = READINESS_TIMING): void {
  const readiness = createReadiness(timing);
  app.decorate('readiness', readiness);
  app.addHook('onReady', async () => readiness.start());
  app.addHook('onClose', async () => readiness.stop());
}
