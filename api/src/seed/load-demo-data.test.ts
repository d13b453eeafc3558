import type { Database } from '../db/database';
import { describeEachDatabase } from '../db/testing';
import { seedDemoAccounts } from './demo-accounts';
import { loadDemoDataIfNeeded, type DemoSeeder } from '.';

describeEachDatabase('first-start demo data load', (getDb) => {
  const cvs = async (db: Database) => (await db.query<{ count: number }>('SELECT count(*) AS count FROM campaigns WHERE code = $1', ['demo-cvs'])).rows[0]?.count;
  /** Stands in for the CV seeder: idempotent, like every DemoSeeder. */
  const seedCvs: DemoSeeder = async (db) => {
    await db.query(`INSERT INTO campaigns (code, credits) VALUES ('demo-cvs', 1) ON CONFLICT (code) DO NOTHING`);
  };
  const crash: DemoSeeder = async () => {
    throw new Error('killed midway');
  };

  it('finishes on the next start a load that was cut short after the accounts, without doubling anything', async () => {
    const db = getDb();
    await expect(loadDemoDataIfNeeded(db, [seedDemoAccounts, crash, seedCvs])).rejects.toThrow('killed midway');
    expect(await cvs(db)).toBe(0);
    const users = (await db.query<{ count: number }>('SELECT count(*) AS count FROM users')).rows[0]?.count;
    expect(users).toBe(2); // the accounts are there: "the database is not empty" must not end it here

    expect(await loadDemoDataIfNeeded(db, [seedDemoAccounts, seedCvs])).toBe(true);
    expect(await cvs(db)).toBe(1);
    expect((await db.query<{ count: number }>('SELECT count(*) AS count FROM users')).rows[0]?.count).toBe(2);

    expect(await loadDemoDataIfNeeded(db, [seedDemoAccounts, crash])).toBe(false); // done: never again
  });

  it("leaves alone a database that has data but never ran a load (someone's own data)", async () => {
    const db = getDb();
    await db.query('DELETE FROM demo_data_load');
    expect(await loadDemoDataIfNeeded(db, [crash])).toBe(false);
  });
});
