import type { Database, Queryable } from '../../../api/src/db/database';

/** A database that counts the statements sent to it: round trips, `BEGIN` and `COMMIT` included. */
export interface CountingDatabase extends Database {
  readonly statements: number;
}

/** Wraps `db` so every statement (in or out of a transaction) is counted. */
export function countStatements(db: Database): CountingDatabase {
  let statements = 0;
  const counted = (target: Queryable): Queryable => ({
    query<R>(sql: string, params?: readonly unknown[]) {
      statements += 1;
      return target.query<R>(sql, params);
    },
  });
  return {
    kind: db.kind,
    get statements() {
      return statements;
    },
    query<R>(sql: string, params?: readonly unknown[]) {
      statements += 1;
      return db.query<R>(sql, params);
    },
    transaction(fn) {
      statements += 2; // BEGIN and COMMIT (or ROLLBACK)
      return db.transaction((tx) => fn(counted(tx)));
    },
    ...(db.probe === undefined ? {} : { probe: db.probe }),
    close: () => db.close(),
  };
}
