import { describeEachDatabase } from '../db/testing';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoEducation } from './demo-education';

describeEachDatabase('demo education progress', (getDb) => {
  it('gives the demo recruiter a course read, an article read and a course to continue, once', async () => {
    const db = getDb();
    await seedDemoAccounts(db);
    await seedDemoEducation(db);
    await seedDemoEducation(db);
    const count = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0]?.n;
    // Four lessons of boolean search and the first of the scouting routine.
    expect(await count('SELECT count(*) AS n FROM education_lesson_progress')).toBe(5);
    expect(await count('SELECT count(*) AS n FROM education_progress WHERE completed')).toBe(1);
    const { rows } = await db.query<{ slug: string; position: number }>(
      'SELECT i.slug, l.position FROM education_reading r JOIN education_items i ON i.id = r.item_id JOIN education_lessons l ON l.id = r.lesson_id',
    );
    expect(rows).toEqual([{ slug: 'scouting-routine', position: 2 }]);
  });
});
