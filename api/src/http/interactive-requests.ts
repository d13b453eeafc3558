import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Whether people are waiting for answers now: background work defers to them. */
export interface InteractiveLoad {
  /** HTTP requests being answered (probes not counted). */
  readonly inFlight: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The requests this process is answering now (the job runner defers to them). */
    interactive: InteractiveLoad;
  }
}

/** Health and readiness probes: machines, not people; they never hold background work back. */
const PROBE_PATHS = new Set(['/api/health', '/api/ready']);

/**
 * Counts the requests `app` is answering (from arrival until the response is sent or the client
 * has gone), as `app.interactive`.
 */
export function installInteractiveLoad(app: FastifyInstance): void {
  let inFlight = 0;
  const counted = new WeakSet<FastifyRequest>();
  const done = (request: FastifyRequest): void => {
    if (counted.delete(request)) inFlight -= 1;
  };
  app.decorate('interactive', {
    get inFlight() {
      return inFlight;
    },
  });
  app.addHook('onRequest', async (request) => {
    if (PROBE_PATHS.has(request.url)) return;
    counted.add(request);
    inFlight += 1;
  });
  app.addHook('onResponse', async (request) => done(request));
  app.addHook('onRequestAbort', async (request) => done(request));
}
