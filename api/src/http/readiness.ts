import type { FastifyInstance } from 'fastify';

/** One condition of readiness: resolves when met, throws (its message is reported) when not. */
export type ReadinessCheck = () => Promise<void>;

/** The checks behind `GET /api/ready`, by name. */
export interface Readiness {
  /**
   * Adds a check (e.g. the job system: `app.readiness.add('jobs', async () => ...)`), run on every
   * readiness probe with the others. Names are unique.
   */
  add(name: string, check: ReadinessCheck): void;
  /** Runs every check at once, each bounded by `timeoutMs`. */
  run(timeoutMs: number): Promise<{ ready: boolean; checks: Record<string, 'ok' | string> }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness checks: modules add theirs while they register. */
    readiness: Readiness;
  }
}

function withTimeout(check: ReadinessCheck, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([check(), timeout]).finally(() => clearTimeout(timer));
}

/** Decorates `app` with an empty {@link Readiness}; modules registered after it add their checks. */
export function installReadiness(app: FastifyInstance): void {
  const checks = new Map<string, ReadinessCheck>();
  const readiness: Readiness = {
    add(name, check) {
      if (checks.has(name)) throw new Error(`A readiness check named "${name}" exists already.`);
      checks.set(name, check);
    },
    async run(timeoutMs) {
      const results = await Promise.all(
        [...checks].map(async ([name, check]): Promise<[string, string]> => {
          try {
            await withTimeout(check, timeoutMs);
            return [name, 'ok'];
          } catch (error) {
            return [name, error instanceof Error ? error.message : String(error)];
          }
        }),
      );
      return { ready: results.every(([, result]) => result === 'ok'), checks: Object.fromEntries(results) };
    },
  };
  app.decorate('readiness', readiness);
}
