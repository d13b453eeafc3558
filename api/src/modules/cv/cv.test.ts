import type { FastifyInstance } from 'fastify';
import type { CvMe, ImportResponse, ResumeDetails, RevealContactsResponse } from '@platform/contract';
import { describeEachDatabase } from '../../db/testing';
import { createTestApp, signUp } from '../../testing/app';
import { buildResumeRow } from './resume-row';
import { insertResumes } from './resume-store';
import { storeTestResume } from './testing';

const DETAILS_URL = '/api/webapp/resumes_search/resume/';
const CONTACTS_URL = '/api/webapp/resumes_search/resume/contacts';

function resume(name: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    basics: {
      name,
      label: 'Data Engineer',
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      phone: '+44 7700 900001',
      url: 'https://example.com/me',
      location: { city: 'Berlin', address: '1 Main St' },
      profiles: [{ network: 'GitHub', username: 'me', url: 'https://github.example.com/me' }],
    },
    work: [{ name: 'Globex', position: 'Data Engineer', startDate: '2020-01', endDate: '2020-12' }],
    ...extra,
  };
}

describeEachDatabase('CV area', (getDb) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
  });

  describe('import', () => {
    it('keeps the valid documents of a batch and names the path and reason of each bad one', async () => {
      const { cookie, session } = await signUp(app, { kind: 'recruiter' });
      const response = await app.inject({
        method: 'POST',
        url: '/api/cv/import',
        headers: { cookie },
        payload: {
          resumes: [
            resume('Good One'),
            { basics: { name: 'Bad Mail', email: 'not-an-email' } },
            resume('Good Two'),
            { basics: { name: 'Bad Date' }, work: [{ startDate: 'yesterday' }] },
            'not an object',
          ],
        },
      });
      expect(response.statusCode).toBe(201);
      const body: ImportResponse = response.json();
      expect(body.imported).toBe(2);
      expect(body.rejected).toBe(3);
      // The two good CVs share a phone: each is the other's likely duplicate.
      expect(body.results[0]).toEqual({
        index: 0,
        status: 'imported',
        id: expect.any(Number),
        type: 'imported',
        warnings: [],
        duplicates: [expect.objectContaining({ name: 'Good Two', certainty: 'match', reasons: ['phone'] })],
      });
      expect(body.results[1]).toEqual({
        index: 1,
        status: 'rejected',
        errors: [{ path: 'resumes.1.basics.email', message: 'Expected an e-mail address such as name@example.com.', code: 'email_format' }],
      });
      // In words, never the schema's regular expression.
      expect(body.results[3]).toMatchObject({
        status: 'rejected',
        errors: [{ path: 'resumes.3.work.0.startDate', message: 'Expected a date like 2020, 2020-03 or 2020-03-15.' }],
      });
      expect(body.results[4]).toMatchObject({ status: 'rejected', errors: [{ path: 'resumes.4' }] });

      const { rows } = await getDb().query<{ name: string; type: string; team_id: string; experience_months: number }>(
        'SELECT name, type, team_id, experience_months FROM resumes WHERE id = ANY($1::bigint[]) ORDER BY name',
        [body.results.flatMap((result) => (result.status === 'imported' ? [result.id] : []))],
      );
      expect(rows).toEqual([
        { name: 'Good One', type: 'imported', team_id: session.team?.id, experience_months: 12 },
        { name: 'Good Two', type: 'imported', team_id: session.team?.id, experience_months: 12 },
      ]);
    });

    it('takes a single document or a bare list too', async () => {
      const { cookie } = await signUp(app, { kind: 'recruiter' });
      const response = await app.inject({ method: 'POST', url: '/api/cv/import', headers: { cookie }, payload: resume('Single') });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ imported: 1, rejected: 0, results: [{ index: 0, status: 'imported', type: 'imported' }] });
      const list = await app.inject({ method: 'POST', url: '/api/cv/import', headers: { cookie }, payload: [resume('Listed'), { basics: {} }] });
      expect(list.json()).toMatchObject({ imported: 1, rejected: 1, results: [{ status: 'imported' }, { errors: [{ path: '1.basics.name' }] }] });
    });

    it('is for recruiters only', async () => {
      const anonymous = await app.inject({ method: 'POST', url: '/api/cv/import', payload: resume('X') });
      expect(anonymous.statusCode).toBe(401);
      const { cookie } = await signUp(app, { kind: 'candidate' });
      const candidate = await app.inject({ method: 'POST', url: '/api/cv/import', headers: { cookie }, payload: resume('X') });
      expect(candidate.statusCode).toBe(403);
    });

    it('refuses an empty batch or a batch that is not a list', async () => {
      const { cookie } = await signUp(app, { kind: 'recruiter' });
      for (const payload of [{ resumes: [] }, { resumes: 'all of them' }]) {
        const response = await app.inject({ method: 'POST', url: '/api/cv/import', headers: { cookie }, payload });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.fields[0].path).toBe('resumes');
      }
    });
  });

  describe("the candidate's own CV", () => {
    it('is 404 before the first save, then saved, derived and read back', async () => {
      const { cookie } = await signUp(app, { kind: 'candidate' });
      expect((await app.inject({ method: 'GET', url: '/api/cv/me', headers: { cookie } })).statusCode).toBe(404);
      const username = `Me-${Date.now().toString(36)}`;
      const put = await app.inject({
        method: 'PUT',
        url: '/api/cv/me',
        headers: { cookie },
        payload: {
          username,
          visibility: 'public',
          resume: resume('Candidate Self', {
            work: [
              { name: 'A', startDate: '2019-01', endDate: '2019-12' },
              { name: 'B', startDate: '2019-07', endDate: '2020-06' },
            ],
            'x-platform': { desiredSalary: { amount: 4000, currency: 'EUR' }, remote: true, jobSearchStatus: 'open' },
          }),
        },
      });
      expect(put.statusCode).toBe(200);
      const saved: CvMe = put.json();
      expect(saved).toMatchObject({ type: 'internal', username: username.toLowerCase(), visibility: 'public', experienceMonths: 18 });
      const get = await app.inject({ method: 'GET', url: '/api/cv/me', headers: { cookie } });
      expect(get.json()).toEqual(saved);

      const location = await app.inject({ method: 'GET', url: `/api/cv/username/${username.toUpperCase()}` });
      expect(location.json()).toEqual({ type: 'internal', id: saved.id });

      const again = await app.inject({
        method: 'PUT',
        url: '/api/cv/me',
        headers: { cookie },
        payload: { username, visibility: 'hidden', resume: resume('Candidate Renamed') },
      });
      expect(again.json()).toMatchObject({ id: saved.id, visibility: 'hidden', resume: { basics: { name: 'Candidate Renamed' } } });
    });

    it("saved unchanged through the editor's load → save, keeps every field recruiters filter by", async () => {
      const { cookie, session } = await signUp(app, { kind: 'candidate' });
      const username = `same-${Date.now().toString(36)}`;
      // Stored the way the demo candidate's CV is: the platform fields beside the document, not in it.
      const base = resume('Unchanged Candidate', { skills: [{ name: 'Go' }], languages: [{ language: 'German', fluency: 'B2' }] });
      const row = buildResumeRow(
        { resume: base, platform: { desiredSalary: { amount: 6500, currency: 'EUR' }, relocation: true, remote: true, jobSearchStatus: 'open' } },
        { type: 'internal', username, ownerUserId: session.user.id, teamId: null, visibility: 'public', isDemo: false, updatedAt: new Date() },
      );
      await insertResumes(getDb(), [row]);
      // The account page changes the status alone.
      const patch = await app.inject({ method: 'PATCH', url: '/api/user/account/candidate', headers: { cookie }, payload: { jobSearchStatus: 'not_looking' } });
      expect(patch.statusCode).toBe(200);
      const columns = async () =>
        (
          await getDb().query(
            `SELECT username, visibility, name, title, city, salary::float8 AS salary, currency, salary_rub::float8 AS salary_rub,
                    relocation, remote, job_search_status, experience_months, skills, language_levels
               FROM resumes WHERE owner_user_id = $1`,
            [session.user.id],
          )
        ).rows[0];
      const before = await columns();
      expect(before).toMatchObject({ salary: 6500, currency: 'EUR', relocation: true, remote: true, job_search_status: 'not_looking' });

      const loaded: CvMe = (await app.inject({ method: 'GET', url: '/api/cv/me', headers: { cookie } })).json();
      expect(loaded.resume['x-platform']).toEqual({
        desiredSalary: { amount: 6500, currency: 'EUR' },
        relocation: true,
        remote: true,
        jobSearchStatus: 'not_looking',
      });
      const put = await app.inject({
        method: 'PUT',
        url: '/api/cv/me',
        headers: { cookie },
        payload: { username: loaded.username, visibility: loaded.visibility, resume: loaded.resume },
      });
      expect(put.statusCode).toBe(200);
      expect(await columns()).toEqual(before);
      const reloaded: CvMe = (await app.inject({ method: 'GET', url: '/api/cv/me', headers: { cookie } })).json();
      expect({ ...reloaded, updatedAt: loaded.updatedAt }).toEqual(loaded);
    });

    it('keeps usernames unique regardless of case and well-formed', async () => {
      const first = await signUp(app, { kind: 'candidate' });
      const second = await signUp(app, { kind: 'candidate' });
      const username = `taken-${Date.now().toString(36)}`;
      const save = (cookie: string, name: string) =>
        app.inject({ method: 'PUT', url: '/api/cv/me', headers: { cookie }, payload: { username: name, visibility: 'public', resume: resume('U') } });
      expect((await save(first.cookie, username)).statusCode).toBe(200);
      const clash = await save(second.cookie, username.toUpperCase());
      expect(clash.statusCode).toBe(409);
      expect(clash.json().error).toMatchObject({ code: 'username_taken', fields: [{ path: 'username' }] });
      for (const bad of ['ab', 'has space', 'x'.repeat(33), 'ünïcode']) {
        const response = await save(second.cookie, bad);
        expect({ bad, status: response.statusCode, path: response.json().error?.fields?.[0]?.path }).toEqual({ bad, status: 400, path: 'username' });
      }
    });

    it('validates the resume against the JSON Resume schema', async () => {
      const { cookie } = await signUp(app, { kind: 'candidate' });
      const response = await app.inject({
        method: 'PUT',
        url: '/api/cv/me',
        headers: { cookie },
        payload: { username: `v-${Date.now().toString(36)}`, visibility: 'public', resume: { basics: { name: 'V', url: 'not a url' } } },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual([
        { path: 'resume.basics.url', message: 'Expected a web address such as https://example.com.', code: 'url_format' },
      ]);
    });

    it('is for candidates', async () => {
      const { cookie } = await signUp(app, { kind: 'recruiter' });
      expect((await app.inject({ method: 'GET', url: '/api/cv/me', headers: { cookie } })).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: '/api/cv/me' })).statusCode).toBe(401);
    });
  });

  describe('details and contacts', () => {
    async function details(body: unknown, cookie?: string): Promise<{ status: number; body: ResumeDetails }> {
      const response = await app.inject({ method: 'POST', url: DETAILS_URL, payload: body as object, ...(cookie ? { headers: { cookie } } : {}) });
      return { status: response.statusCode, body: response.json() };
    }

    async function reveal(body: unknown, cookie?: string): Promise<{ status: number; body: RevealContactsResponse & { error?: { code: string } } }> {
      const response = await app.inject({ method: 'POST', url: CONTACTS_URL, payload: body as object, ...(cookie ? { headers: { cookie } } : {}) });
      return { status: response.statusCode, body: response.json() };
    }

    it('shows a public CV to everyone without contacts, and contacts to a team after one credit, once', async () => {
      const db = getDb();
      const id = await storeTestResume(db, resume('Public Person'));
      const anonymous = await details({ type: 'internal', id: String(id) });
      expect(anonymous.status).toBe(200);
      expect(anonymous.body).toMatchObject({ id, name: 'Public Person', contacts: null, contactsRevealed: false, canRevealContacts: false, revealCost: 1 });
      // The city in each interface language (an English page does not say "Берлин" for a Russian CV's city).
      expect(anonymous.body).toMatchObject({ city: 'Berlin', cityLabels: { en: 'Berlin', ru: 'Берлин' } });
      expect(anonymous.body.resume.basics).toEqual({ name: 'Public Person', label: 'Data Engineer', location: { city: 'Berlin' } });

      const recruiter = await signUp(app, { kind: 'recruiter' });
      const before = await details({ type: 'internal', id }, recruiter.cookie);
      expect(before.body).toMatchObject({ contacts: null, canRevealContacts: true });

      const first = await reveal({ type: 'internal', id }, recruiter.cookie);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        contacts: {
          email: 'public.person@example.com',
          phone: '+44 7700 900001',
          url: 'https://example.com/me',
          profiles: [{ network: 'GitHub', username: 'me', url: 'https://github.example.com/me' }],
        },
        credits: (recruiter.session.team?.credits ?? 0) - 1,
        charged: true,
      });
      const second = await reveal({ type: 'internal', id }, recruiter.cookie);
      expect(second.body).toMatchObject({ credits: first.body.credits, charged: false });

      const after = await details({ type: 'internal', id }, recruiter.cookie);
      expect(after.body).toMatchObject({ contactsRevealed: true, canRevealContacts: false, contacts: { email: 'public.person@example.com' } });
      expect(after.body.resume.basics?.email).toBe('public.person@example.com');

      // Another member of another team has not paid.
      const other = await signUp(app, { kind: 'recruiter' });
      expect((await details({ type: 'internal', id }, other.cookie)).body.contacts).toBeNull();
    });

    it('answers 402 no_credits at a zero balance and spends nothing', async () => {
      const db = getDb();
      const id = await storeTestResume(db, resume('Costly Person'));
      const recruiter = await signUp(app, { kind: 'recruiter' });
      await db.query('UPDATE teams SET credits = 0 WHERE id = $1', [recruiter.session.team?.id]);
      const response = await reveal({ type: 'internal', id }, recruiter.cookie);
      expect(response.status).toBe(402);
      expect(response.body.error?.code).toBe('no_credits');
      const reveals = await db.query('SELECT 1 FROM contact_reveals WHERE resume_id = $1', [id]);
      expect(reveals.rowCount).toBe(0);
    });

    it('never gives contacts to anonymous visitors or candidates', async () => {
      const id = await storeTestResume(getDb(), resume('Guarded Person'));
      expect((await reveal({ type: 'internal', id })).status).toBe(401);
      const candidate = await signUp(app, { kind: 'candidate' });
      expect((await reveal({ type: 'internal', id }, candidate.cookie)).status).toBe(403);
      expect((await details({ type: 'internal', id }, candidate.cookie)).body).toMatchObject({ contacts: null, canRevealContacts: false });
    });

    it("shows a team its own imports with contacts, free, and hides them from other teams", async () => {
      const owner = await signUp(app, { kind: 'recruiter' });
      const imported = await app.inject({ method: 'POST', url: '/api/cv/import', headers: { cookie: owner.cookie }, payload: resume('Team Import') });
      const id: number = imported.json().results[0].id;
      const own = await details({ type: 'imported', id }, owner.cookie);
      expect(own.body).toMatchObject({ type: 'imported', contacts: { email: 'team.import@example.com' }, contactsRevealed: true });
      const free = await reveal({ type: 'imported', id }, owner.cookie);
      expect(free.body).toMatchObject({ charged: false, credits: owner.session.team?.credits });

      const stranger = await signUp(app, { kind: 'recruiter' });
      expect((await details({ type: 'imported', id }, stranger.cookie)).status).toBe(404);
      expect((await reveal({ type: 'imported', id }, stranger.cookie)).status).toBe(404);
      expect((await details({ type: 'imported', id })).status).toBe(404);
      // The wrong type in the URL is a missing CV too.
      expect((await details({ type: 'internal', id }, owner.cookie)).status).toBe(404);
    });

    it('shows owners their own CV with contacts, even hidden; others get 404', async () => {
      const candidate = await signUp(app, { kind: 'candidate' });
      const username = `own-${Date.now().toString(36)}`;
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/cv/me',
        headers: { cookie: candidate.cookie },
        payload: { username, visibility: 'hidden', resume: resume('Hidden Owner') },
      });
      const id: number = saved.json().id;
      const own = await details({ username }, candidate.cookie);
      expect(own.body).toMatchObject({ id, isOwner: true, contacts: { email: 'hidden.owner@example.com' } });
      expect((await details({ username })).status).toBe(404);
      expect((await details({ type: 'internal', id })).status).toBe(404);
      expect((await app.inject({ method: 'GET', url: `/api/cv/username/${username}` })).statusCode).toBe(404);
    });

    it('records each view by a signed-in user', async () => {
      const db = getDb();
      const id = await storeTestResume(db, resume('Viewed Person'));
      const viewer = await signUp(app, { kind: 'recruiter' });
      await details({ type: 'internal', id }, viewer.cookie);
      await details({ type: 'internal', id }, viewer.cookie);
      await details({ type: 'internal', id });
      const { rows } = await db.query<{ user_id: string }>('SELECT user_id FROM cv_views WHERE resume_id = $1', [id]);
      expect(rows).toEqual([{ user_id: viewer.session.user.id }, { user_id: viewer.session.user.id }]);
    });

    it.each([
      [{}, 'type'],
      [{ type: 'external', id: 1 }, 'type'],
      [{ type: 'internal', id: '12a' }, 'id'],
      [{ type: 'internal', id: -3 }, 'id'],
      [{ username: 'a b' }, 'username'],
    ])('%j → 400 naming "%s"', async (body, path) => {
      const response = await app.inject({ method: 'POST', url: DETAILS_URL, payload: body });
      expect(response.statusCode).toBe(400);
      const paths: string[] = response.json().error.fields.map((field: { path: string }) => field.path);
      expect(paths).toContain(path);
    });

    it('answers 404 for an id that does not exist', async () => {
      expect((await details({ type: 'internal', id: 987654321 })).status).toBe(404);
    });
  });
});
