import type { Database, Queryable } from './database';

/**
 * When the database last answered, as seen by every statement sent through {@link AnswerWatch.watch}.
 *
 * Readiness reads it instead of sending a probe statement of its own while traffic flows: on the
 * embedded database every statement waits its turn on one session, and a probe would queue behind
 * seconds of searches although each of them proves the database is alive.
 */
export class AnswerWatch {
  private lastAnswerAt = Number.NEGATIVE_INFINITY;

  /** Whether a statement succeeded within the last `ms`. */
  answeredWithin(ms: number): boolean {
    return performance.now() - this.lastAnswerAt <= ms;
  }

  /** `db`, noting the time of every statement and transaction that succeeds. */
  watch(db: Database): Database {
    const noted = <T>(result: Promise<T>): Promise<T> =>
      result.then((value) => {
        this.lastAnswerAt = performance.now();
        return value;
      });
    const queryable = (target: Queryable): Queryable => ({
      query: <R>(sql: string, params?: readonly unknown[]) => noted(target.query<R>(sql, params)),
    });
    return {
      kind: db.kind,
      ...(db.probe === undefined ? {} : { probe: db.probe }),
      query: <R>(sql: string, params?: readonly unknown[]) => noted(db.query<R>(sql, params)),
      transaction: <T>(fn: (tx: Queryable) => Promise<T>) => noted(db.transaction((tx) => fn(queryable(tx)))),
      close: () => db.close(),
    };
  }

  /**
   * The readiness check of the database: met while statements succeed; when none did for
   * `quietMs` (an idle API), one `SELECT 1` on the probe connection (or the database) decides.
   */
  check(db: Database, quietMs: number): () => Promise<void> {
    const probe = db.probe ?? db;
    return async () => {
      if (this.answeredWithin(quietMs)) return;
      await probe.query('SELECT 1');
      this.lastAnswerAt = performance.now();
    };
  }
}
