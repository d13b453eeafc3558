import { describeEachDatabase } from '../db/testing';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoTeamArea } from './demo-team-area';

describeEachDatabase('demo data of the team and user areas', (getDb) => {
  it('gives the demo recruiter vacancies, applications, a mailing, favourites, scouting results, once', async () => {
    const db = getDb();
    await seedDemoAccounts(db);
    for (const [index, name] of ['Anna', 'Boris', 'Carl', 'Dina', 'Egor'].entries()) {
      await db.query(
        `INSERT INTO resumes (type, resume, name, title, search_vector) VALUES ('internal', $1, $2, 'Developer', ''::tsvector)`,
        [JSON.stringify({ basics: { name, email: `${name.toLowerCase()}${index}@example.test` } }), name],
      );
    }
    await seedDemoTeamArea(db);
    await seedDemoTeamArea(db);

    const count = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0]?.n;
    expect(await count(`SELECT count(*) AS n FROM vacancies`)).toBe(3);
    expect(await count(`SELECT count(*) AS n FROM vacancies WHERE status = 'open'`)).toBe(2);
    expect(await count(`SELECT count(*) AS n FROM applications`)).toBe(3);
    expect(await count(`SELECT count(*) AS n FROM mailings`)).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM mailing_recipients WHERE message_id IS NOT NULL`)).toBe(4);
    expect(await count(`SELECT count(*) AS n FROM mail_messages WHERE template = 'mailing'`)).toBe(4);
    expect(await count(`SELECT count(DISTINCT list_id) AS n FROM favourites`)).toBe(2);
    expect(await count(`SELECT count(*) AS n FROM favourite_notes`)).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM scouts`)).toBe(2);
    // A first run per scout (every match new) over the CVs stored then.
    expect(
      await count(`SELECT count(*) AS n FROM scout_runs WHERE new_count = total AND since_resume_id IS NULL AND last_resume_id = (SELECT max(id) FROM resumes)`),
    ).toBe(2);
  });
});
