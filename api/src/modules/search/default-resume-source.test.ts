import { describeEachDatabase } from '../../db/testing';
import { createTestApp, signUp } from '../../testing/app';
import { createResumeSource } from './default-resume-source';

describeEachDatabase('the default CV source', (getDb) => {
  it('finds only the CVs a viewer may see, with e-mails for mailings, and searches as the viewer', async () => {
    const db = getDb();
    const app = await createTestApp(db);
    const mine = await signUp(app, { kind: 'recruiter' });
    const theirs = await signUp(app, { kind: 'recruiter' });
    await app.close();
    const insert = async (fields: { type: string; visibility: string; team: string | null; name: string }) => {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO resumes (type, visibility, team_id, resume, name, title, city, search_vector)
         VALUES ($1, $2, $3, $4, $5, 'Developer', 'Berlin', ''::tsvector) RETURNING id`,
        [fields.type, fields.visibility, fields.team, JSON.stringify({ basics: { email: `${fields.name}@example.test` } }), fields.name],
      );
      return { type: fields.type === 'internal' ? ('internal' as const) : ('imported' as const), id: rows[0]!.id };
    };
    const publicCv = await insert({ type: 'internal', visibility: 'public', team: null, name: 'public' });
    const hiddenCv = await insert({ type: 'internal', visibility: 'hidden', team: null, name: 'hidden' });
    const ownImport = await insert({ type: 'imported', visibility: 'public', team: mine.session.team!.id, name: 'own' });
    const otherImport = await insert({ type: 'imported', visibility: 'public', team: theirs.session.team!.id, name: 'other' });
    // Hidden by the team's retention rule: gone for the team too, in lists, scouts and mailings as in the search.
    const retired = await insert({ type: 'imported', visibility: 'public', team: mine.session.team!.id, name: 'retired' });
    await db.query('UPDATE resumes SET retention_hidden_at = now() WHERE id = $1', [retired.id]);

    const source = createResumeSource(db);
    const viewer = { userId: mine.session.user.id, teamId: mine.session.team!.id };
    const found = await source.find([publicCv, hiddenCv, ownImport, otherImport, retired, { type: 'internal', id: otherImport.id }], viewer);
    expect(found.map((cv) => cv.name).sort()).toEqual(['own', 'public']);
    const recipients = await source.recipients([publicCv, ownImport, retired], viewer);
    expect(recipients.map((cv) => cv.email).sort()).toEqual(['own@example.test', 'public@example.test']);
    expect(await source.find([], viewer)).toEqual([]);

    const matches = await source.search({ text: null, page: 3 }, { limit: 10, viewer });
    expect(matches.items.map((cv) => cv.name).sort()).toEqual(['own', 'public']);
    await expect(source.search({ text: 'x'.repeat(2000) }, { limit: 10, viewer })).rejects.toMatchObject({
      status: 400,
      fields: [{ path: 'text', message: expect.any(String) }],
    });
  });
});
