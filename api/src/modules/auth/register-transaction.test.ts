import { performance } from 'node:perf_hooks';
import type { Database } from '../../db/database';
import { describeEachDatabase } from '../../db/testing';
import { createTestApp } from '../../testing/app';
import { hashPassword } from './password';

/** The database, recording how long each transaction stayed open. */
function timingTransactions(db: Database): { db: Database; durations: number[] } {
  const durations: number[] = [];
  return {
    durations,
    db: {
      kind: db.kind,
      query: (sql, params) => db.query(sql, params),
      close: () => db.close(),
      async transaction(fn) {
        const started = performance.now();
        try {
          return await db.transaction(fn);
        } finally {
          durations.push(performance.now() - started);
        }
      },
    },
  };
}

describeEachDatabase('registration and the database session', (getDb) => {
  it('hashes the password before its transaction opens, so the transaction is far shorter than a hash', async () => {
    const timed = timingTransactions(getDb());
    const app = await createTestApp(timed.db);
    // Only the registrations' transactions: start-up work (the education texts' load) is done by now.
    timed.durations.length = 0;
    try {
      const started = performance.now();
      await hashPassword('one hash, for scale');
      const oneHash = performance.now() - started;
      for (let i = 0; i < 3; i += 1) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { email: `tx-${i}-${Date.now()}@example.test`, password: 'long-password-1', name: 'Tx', kind: 'recruiter' },
        });
        expect(response.statusCode).toBe(201);
      }
      expect(timed.durations).toHaveLength(3);
      // A hash inside would make each transaction at least one hash long.
      expect(Math.min(...timed.durations)).toBeLessThan(oneHash / 2);
    } finally {
      await app.close();
    }
  });
});
