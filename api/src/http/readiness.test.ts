import { createReadiness } from './readiness';

const TIMING = { intervalMs: 20, timeoutMs: 40, staleAfterMs: 300 };

/** A check whose next calls answer as the test says: `ok`, `hang` (never) or a failure message. */
function scriptedCheck(): { check: () => Promise<void>; calls: () => number; next: (mode: 'ok' | 'hang' | string) => void } {
  let mode = 'ok';
  let calls = 0;
  return {
    check: () => {
      calls += 1;
      if (mode === 'ok') return Promise.resolve();
      if (mode === 'hang') return new Promise<void>(() => undefined);
      return Promise.reject(new Error(mode));
    },
    calls: () => calls,
    next: (value) => {
      mode = value;
    },
  };
}

describe('readiness state', () => {
  it('answers from the last round without running the checks again', async () => {
    const readiness = createReadiness(TIMING);
    const database = scriptedCheck();
    readiness.add('database', database.check);
    await expect(readiness.report()).resolves.toEqual({ ready: true, checks: { database: 'ok' } });
    database.next('connection refused');
    await expect(readiness.report()).resolves.toEqual({ ready: true, checks: { database: 'ok' } });
    expect(database.calls()).toBe(1);
    await expect(readiness.refresh()).resolves.toEqual({ ready: false, checks: { database: 'connection refused' } });
  });

  it('keeps a slow check ready while its last answer is fresh, and not ready once no answer came for staleAfterMs', async () => {
    const readiness = createReadiness(TIMING);
    const database = scriptedCheck();
    readiness.add('database', database.check);
    await readiness.refresh();
    database.next('hang');
    const answeredAt = performance.now();
    // Busy, not broken: the round gives up waiting, the last answer still counts.
    await expect(readiness.refresh()).resolves.toEqual({ ready: true, checks: { database: 'ok' } });
    let report = await readiness.refresh();
    while (report.ready) report = await readiness.refresh();
    expect(performance.now() - answeredAt).toBeGreaterThanOrEqual(TIMING.staleAfterMs);
    expect(report.checks.database).toMatch(/^no answer (within 40 ms|for 0.3 s)$/);
    // The hanging call is not repeated while it is under way.
    expect(database.calls()).toBe(2);
  });

  it('reports a check that never answered as not ready after the round timeout', async () => {
    const readiness = createReadiness(TIMING);
    readiness.add('hanging', () => new Promise<void>(() => undefined));
    await expect(readiness.report()).resolves.toEqual({ ready: false, checks: { hanging: 'no answer within 40 ms' } });
  });

  it('refreshes itself in the background once started', async () => {
    const readiness = createReadiness(TIMING);
    const database = scriptedCheck();
    readiness.add('database', database.check);
    readiness.start();
    try {
      await readiness.report();
      database.next('connection refused');
      let report = await readiness.report();
      while (report.ready) {
        await new Promise((resolve) => setTimeout(resolve, TIMING.intervalMs));
        report = await readiness.report();
      }
      expect(report.checks).toEqual({ database: 'connection refused' });
    } finally {
      readiness.stop();
    }
  });
});
