import { AnswerWatch } from './answer-watch';
import type { Database } from './database';
import { openPglite } from './pglite';
import { describeEachDatabase } from './testing';

/** `db`, counting the statements sent to it. */
function counted(db: Database): { db: Database; statements: () => number } {
  let statements = 0;
  return {
    db: {
      kind: db.kind,
      query: <R>(sql: string, params?: readonly unknown[]) => {
        statements += 1;
        return db.query<R>(sql, params);
      },
      transaction: (fn) => db.transaction(fn),
      close: () => db.close(),
    },
    statements: () => statements,
  };
}

describeEachDatabase('AnswerWatch', (getDb) => {
  it('notes every statement and transaction that succeeds, not those that fail', async () => {
    const answers = new AnswerWatch();
    const watched = answers.watch(getDb());
    expect(answers.answeredWithin(60_000)).toBe(false);
    await expect(watched.query('SELECT no_such_column FROM nowhere')).rejects.toThrow();
    expect(answers.answeredWithin(60_000)).toBe(false);
    await watched.transaction((tx) => tx.query('SELECT 1'));
    expect(answers.answeredWithin(60_000)).toBe(true);
  });

  it('decides readiness from the answers while traffic flows, and asks the database itself when it was quiet', async () => {
    const answers = new AnswerWatch();
    const { db: probed, statements } = counted(getDb());
    const check = answers.check(probed, 60_000);
    await check(); // quiet so far: one SELECT 1
    expect(statements()).toBe(1);
    await answers.watch(getDb()).query('SELECT 2');
    await check(); // answered just now: nothing sent
    expect(statements()).toBe(1);
    const quietCheck = new AnswerWatch().check(probed, 60_000);
    await quietCheck();
    expect(statements()).toBe(2);
  });

  it('fails the check when the quiet database does not answer', async () => {
    const closed = await openPglite({});
    await closed.close();
    await expect(new AnswerWatch().check(closed, 1000)()).rejects.toThrow();
  }, 60_000);
});
