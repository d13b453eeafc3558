import type { FastifyInstance } from 'fastify';
import type { CvDuplicatesResponse, CvFileImportResponse, CvMergeResult, ImportResponse } from '@platform/contract';
import type { Database } from '../../../db/database';
import { describeEachDatabase } from '../../../db/testing';
import { createTestApp, signUp } from '../../../testing/app';
import { importResumes } from '../import-resumes';
import { makePdf } from '../intake/testing/files';
import { multipart } from '../intake/testing/multipart';
import { expireMerges } from './merge-store';

/** A test that writes a PDF and imports it: text extraction takes seconds on a busy machine. */
const FILE_TIMEOUT_MS = 60_000;

describeEachDatabase('CV duplicates and merges', (getDb) => {
  let app: FastifyInstance;
  let db: Database;
  beforeAll(async () => {
    db = getDb();
    app = await createTestApp(db);
  });
  afterAll(async () => {
    await app.close();
  });

  const importCv = async (cookie: string, basics: Record<string, unknown>, work: Array<{ name: string; position: string }> = []): Promise<number> => {
    const response = await app.inject({ method: 'POST', url: '/api/cv/import', headers: { cookie }, payload: { basics, work } });
    expect(response.statusCode).toBe(201);
    return response.json().results[0].id;
  };
  const duplicatesOf = async (cookie: string, type: string, id: number): Promise<CvDuplicatesResponse> => {
    const response = await app.inject({ method: 'GET', url: `/api/cv/${type}/${id}/duplicates`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const merge = (cookie: string, keptId: number, withCv: { type: string; id: number }, keptType = 'imported') =>
    app.inject({ method: 'POST', url: `/api/cv/${keptType}/${keptId}/merge`, headers: { cookie }, payload: { with: withCv } });

  it('finds the same phone in any notation, and a similar name with the same employer or city, among the team’s CVs only', async () => {
    const teamA = await signUp(app, { kind: 'recruiter' });
    const teamB = await signUp(app, { kind: 'recruiter' });
    const base = await importCv(teamA.cookie, { name: 'Ivan Petrov', email: 'ivan.petrov@example.test', phone: '+7 916 123-45-67', location: { city: 'Moscow' } }, [{ name: 'Globex', position: 'Developer' }]);
    const samePhone = await importCv(teamA.cookie, { name: 'I. Petrov', email: 'other@example.test', phone: '8 (916) 123 45 67' });
    const similarSameEmployer = await importCv(teamA.cookie, { name: 'Ivan Petrow', email: 'petrow@example.test' }, [{ name: 'globex ', position: 'Engineer' }]);
    const similarSameCity = await importCv(teamA.cookie, { name: 'Petrov Ivan', location: { city: 'Москва' } });
    await importCv(teamA.cookie, { name: 'Ivan Petrov', location: { city: 'Kazan' } });
    await importCv(teamA.cookie, { name: 'Maria Sidorova', phone: '+7 916 765-43-21', location: { city: 'Moscow' } });
    await importCv(teamB.cookie, { name: 'Ivan Petrov', email: 'ivan.petrov@example.test', phone: '+79161234567', location: { city: 'Moscow' } });

    const { duplicates } = await duplicatesOf(teamA.cookie, 'imported', base);
    expect(duplicates.map((duplicate) => [duplicate.id, duplicate.certainty, duplicate.reasons])).toEqual([
      [samePhone, 'match', ['phone']],
      [similarSameCity, 'possible', ['name_city']],
      [similarSameEmployer, 'possible', ['name_employer']],
    ]);
    expect(duplicates.every((duplicate) => duplicate.mergeable)).toBe(true);
    // Team B's CV with the same e-mail sees none of team A's.
    const response = await app.inject({ method: 'GET', url: `/api/cv/imported/${base}/duplicates`, headers: { cookie: teamB.cookie } });
    expect(response.statusCode).toBe(404);
  });

  it('compares a public CV’s contacts only once the team may see them', async () => {
    const team = await signUp(app, { kind: 'recruiter' });
    const candidate = await signUp(app, { kind: 'candidate' });
    const email = `anna-${Date.now()}@example.test`;
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/cv/me',
      headers: { cookie: candidate.cookie },
      payload: { username: `anna${Date.now().toString(36)}`, visibility: 'public', resume: { basics: { name: 'Anna Kuznetsova', email, label: 'Designer' } } },
    });
    expect(saved.statusCode).toBe(200);
    const platformId: number = saved.json().id;
    const imported = await importCv(team.cookie, { name: 'A. K.', email });
    expect((await duplicatesOf(team.cookie, 'imported', imported)).duplicates).toEqual([]);
    await db.query('INSERT INTO contact_reveals (team_id, resume_id) VALUES ($1, $2)', [team.session.team?.id, platformId]);
    const { duplicates } = await duplicatesOf(team.cookie, 'imported', imported);
    expect(duplicates).toEqual([expect.objectContaining({ type: 'internal', id: platformId, certainty: 'match', reasons: ['email'], mergeable: false })]);
  });

  it('shows a file’s duplicates in its import result', async () => {
    const team = await signUp(app, { kind: 'recruiter' });
    const email = `olga-${Date.now()}@example.test`;
    const earlier = await importCv(team.cookie, { name: 'Olga Smirnova', email });
    const body = multipart([{ name: 'olga.pdf', bytes: await makePdf(['Olga Smirnova', 'QA Engineer', `E-mail: ${email}`]) }]);
    const response = await app.inject({ method: 'POST', url: '/api/cv/import/files', payload: body.payload, headers: { cookie: team.cookie, ...body.headers } });
    expect(response.statusCode).toBe(200);
    const { results }: CvFileImportResponse = response.json();
    const result = results[0];
    if (result?.status !== 'draft') throw new Error(JSON.stringify(result));
    expect(result.duplicates).toEqual([expect.objectContaining({ id: earlier, certainty: 'match', reasons: ['email'] })]);
    // A PDF written and read back: seconds on a busy two-core machine.
  }, FILE_TIMEOUT_MS);

  it('shows a JSON import’s duplicates in its result, for the first stored documents of a request only', async () => {
    const team = await signUp(app, { kind: 'recruiter' });
    const earlier = await importCv(team.cookie, { name: 'Pavel Orlov', email: `pavel-${Date.now()}@example.test`, phone: '+7 903 555-12-34' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/cv/import',
      headers: { cookie: team.cookie },
      payload: [{ basics: { name: 'P. Orlov', phone: '8 903 555 12 34' } }, { basics: { name: 'Nobody Alike', email: 'nobody.alike@example.test' } }, { basics: { email: 'not an e-mail' }, work: 'x' }],
    });
    expect(response.statusCode).toBe(201);
    const { results }: ImportResponse = response.json();
    const [samePhone, unlike] = results;
    if (samePhone?.status !== 'imported' || unlike?.status !== 'imported') throw new Error(JSON.stringify(results));
    expect(samePhone.duplicates).toEqual([expect.objectContaining({ id: earlier, certainty: 'match', reasons: ['phone'] })]);
    expect(unlike.duplicates).toEqual([]);
    // Past the request's first stored documents (the command line's bulk imports: none) nothing is looked for.
    const bulk = await importResumes(db, team.session.team?.id ?? '', [{ path: '', document: { basics: { name: 'Pavel Orlov', phone: '+79035551234' } } }], 0, 0);
    expect(bulk.results[0]).not.toHaveProperty('duplicates');
  });

  it('merges a team’s import into another CV with its history, records it, and undoes it within the day', async () => {
    const team = await signUp(app, { kind: 'recruiter' });
    const kept = await importCv(team.cookie, { name: 'Pavel Orlov', email: `pavel-${Date.now()}@example.test`, phone: '+7 903 555-01-02' });
    const merged = await importCv(team.cookie, { name: 'Pavel Orlov', phone: '8 903 555 01 02', label: 'Tester' });
    const headers = { cookie: team.cookie };
    expect((await app.inject({ method: 'POST', url: '/api/webapp/resumes_search/resume/', headers, payload: { type: 'imported', id: merged } })).statusCode).toBe(200);
    // Both in the default list: the merge keeps one entry there.
    expect((await app.inject({ method: 'POST', url: '/api/user/favourites', headers, payload: { type: 'imported', id: kept } })).statusCode).toBe(201);
    expect((await app.inject({ method: 'POST', url: '/api/user/favourites', headers, payload: { type: 'imported', id: merged } })).statusCode).toBe(201);
    expect((await app.inject({ method: 'PUT', url: '/api/user/favourites/note', headers, payload: { type: 'imported', id: kept, note: 'Called on Monday' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'PUT', url: '/api/user/favourites/note', headers, payload: { type: 'imported', id: merged, note: 'Prefers remote' } })).statusCode).toBe(200);

    expect((await merge(team.cookie, kept, { type: 'imported', id: kept })).statusCode).toBe(400);
    const response = await merge(team.cookie, kept, { type: 'imported', id: merged });
    expect(response.statusCode).toBe(201);
    const result: CvMergeResult = response.json();
    expect(result).toMatchObject({ kept: { type: 'imported', id: kept }, merged: { type: 'imported', id: merged }, merge: { mergedName: 'Pavel Orlov', undoneAt: null } });
    expect(result.merge.mergedBy).toBe(team.session.user.name);

    const gone = await app.inject({ method: 'POST', url: '/api/webapp/resumes_search/resume/', headers, payload: { type: 'imported', id: merged } });
    expect(gone.statusCode).toBe(404);
    const views = await db.query<{ resume_id: string }>('SELECT resume_id FROM cv_views WHERE user_id = $1', [team.session.user.id]);
    expect(views.rows.map((row) => Number(row.resume_id))).toEqual([kept]);
    const favourites = await db.query<{ resume_id: string }>('SELECT resume_id FROM favourites WHERE user_id = $1', [team.session.user.id]);
    expect(favourites.rows.map((row) => Number(row.resume_id))).toEqual([kept]);
    const notes = await db.query<{ resume_id: string; note: string }>('SELECT resume_id, note FROM favourite_notes WHERE user_id = $1', [team.session.user.id]);
    expect(notes.rows.map((row) => [Number(row.resume_id), row.note])).toEqual([[kept, 'Called on Monday\n\nPrefers remote']]);
    const listed = await duplicatesOf(team.cookie, 'imported', kept);
    expect(listed.merges).toEqual([result.merge]);

    // Another team can neither see nor undo it.
    const other = await signUp(app, { kind: 'recruiter' });
    expect((await app.inject({ method: 'POST', url: `/api/cv/merges/${result.merge.id}/undo`, headers: { cookie: other.cookie } })).statusCode).toBe(404);

    const undone = await app.inject({ method: 'POST', url: `/api/cv/merges/${result.merge.id}/undo`, headers });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().merge.undoneAt).not.toBeNull();
    const back = await app.inject({ method: 'POST', url: '/api/webapp/resumes_search/resume/', headers, payload: { type: 'imported', id: merged } });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ name: 'Pavel Orlov', title: 'Tester' });
    const viewsBack = await db.query<{ resume_id: string }>('SELECT resume_id FROM cv_views WHERE user_id = $1 ORDER BY id', [team.session.user.id]);
    expect(viewsBack.rows.map((row) => Number(row.resume_id))).toEqual([merged, merged]);
    const favouritesBack = await db.query<{ resume_id: string }>('SELECT resume_id FROM favourites WHERE user_id = $1 ORDER BY resume_id', [team.session.user.id]);
    expect(favouritesBack.rows.map((row) => Number(row.resume_id))).toEqual([kept, merged]);
    const notesBack = await db.query<{ resume_id: string; note: string }>('SELECT resume_id, note FROM favourite_notes WHERE user_id = $1 ORDER BY note', [team.session.user.id]);
    expect(notesBack.rows.map((row) => [Number(row.resume_id), row.note])).toEqual([[kept, 'Called on Monday'], [merged, 'Prefers remote']]);
    // Once.
    expect((await app.inject({ method: 'POST', url: `/api/cv/merges/${result.merge.id}/undo`, headers })).statusCode).toBe(409);
  });

  it('refuses to merge away a platform CV or another team’s, and ends the undo after a day', async () => {
    const team = await signUp(app, { kind: 'recruiter' });
    const other = await signUp(app, { kind: 'recruiter' });
    const candidate = await signUp(app, { kind: 'candidate' });
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/cv/me',
      headers: { cookie: candidate.cookie },
      payload: { username: `lev${Date.now().toString(36)}`, visibility: 'public', resume: { basics: { name: 'Lev Sokolov' } } },
    });
    const platformId: number = saved.json().id;
    const mine = await importCv(team.cookie, { name: 'Lev Sokolov' });
    const theirs = await importCv(other.cookie, { name: 'Lev Sokolov' });
    const refused = await merge(team.cookie, mine, { type: 'internal', id: platformId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'merge_not_allowed', fields: [{ path: 'with' }] } });
    expect((await merge(team.cookie, mine, { type: 'imported', id: theirs })).statusCode).toBe(404);
    expect((await merge(team.cookie, theirs, { type: 'imported', id: mine })).statusCode).toBe(404);

    const response = await merge(team.cookie, platformId, { type: 'imported', id: mine }, 'internal');
    expect(response.statusCode).toBe(201);
    const { merge: done }: CvMergeResult = response.json();
    expect(await expireMerges(db, new Date(Date.now() + 23 * 3_600_000))).toBe(0);
    expect(await expireMerges(db, new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThanOrEqual(1);
    const kept = await db.query<{ undo: unknown }>('SELECT undo FROM cv_merges WHERE id = $1', [done.id]);
    expect(kept.rows[0]?.undo).toBeNull();
    const undo = await app.inject({ method: 'POST', url: `/api/cv/merges/${done.id}/undo`, headers: { cookie: team.cookie } });
    expect(undo.statusCode).toBe(409);
    expect(undo.json()).toMatchObject({ error: { code: 'undo_expired' } });
  });
});
