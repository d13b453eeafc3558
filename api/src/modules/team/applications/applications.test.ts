import type { FastifyInstance } from 'fastify';
import { applicationConsentText } from '@platform/contract';
import { describeEachDatabase } from '../../../db/testing';
import { createTestApp, signUp } from '../../../testing/app';
import { candidateWithCv, createPipelineCaller, teamWithVacancy } from '../testing/pipeline';
import { applicantsAtStage } from './queries';

/** Each test signs up several accounts and writes CVs: seconds on a busy two-core machine. */
const ACCOUNTS_TIMEOUT_MS = 30_000;

describeEachDatabase('applications: applying once, with the platform CV', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
  });
  const call = createPipelineCaller(() => app);

  it('takes one application per candidate and vacancy, even from ten concurrent requests', async () => {
    const team = await teamWithVacancy(call, app);
    const candidate = await candidateWithCv(app);
    const url = `/api/team/vacancies/${team.vacancyId}/applications`;
    const responses = await Promise.all(Array.from({ length: 10 }, () => call('POST', url, candidate.cookie, { message: 'Hello' })));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const repeat = responses.find((response) => response.statusCode === 409);
    expect(repeat?.json().error).toMatchObject({ code: 'already_applied', fields: [{ path: 'vacancy', code: 'already_applied' }] });
    const { rows } = await getDb().query<{ n: number }>('SELECT count(*) AS n FROM applications WHERE vacancy_id = $1', [team.vacancyId]);
    expect(rows[0]?.n).toBe(1);

    const board = (await call('GET', url, team.cookie)).json();
    expect(board.items).toEqual([
      expect.objectContaining({ stage: 'new', name: 'Anna Petrova', title: 'Go developer', message: 'Hello', resumeId: candidate.resumeId, phone: '+7 900 000-00-01' }),
    ]);
  }, ACCOUNTS_TIMEOUT_MS);

  it('asks a visitor to sign in, refuses recruiters, candidates without a CV, drafts and closed vacancies', async () => {
    const open = await teamWithVacancy(call, app);
    const closed = await teamWithVacancy(call, app, { status: 'closed' });
    const draft = await teamWithVacancy(call, app, { status: 'draft' });
    const candidate = await candidateWithCv(app);
    const apply = (vacancyId: number, cookie?: string) => call('POST', `/api/team/vacancies/${vacancyId}/applications`, cookie, {});

    expect((await apply(open.vacancyId)).statusCode).toBe(401);
    const recruiter = await apply(open.vacancyId, closed.cookie);
    expect(recruiter.statusCode).toBe(403);
    expect(recruiter.json().error.code).toBe('candidates_only');
    const withoutCv = await signUp(app, { kind: 'candidate' });
    const noCv = await apply(open.vacancyId, withoutCv.cookie);
    expect(noCv.statusCode).toBe(409);
    expect(noCv.json().error.fields).toEqual([expect.objectContaining({ path: 'resume', code: 'cv_required' })]);
    const shut = await apply(closed.vacancyId, candidate.cookie);
    expect(shut.statusCode).toBe(409);
    expect(shut.json().error.fields).toEqual([expect.objectContaining({ path: 'vacancy', code: 'vacancy_closed' })]);
    expect((await apply(draft.vacancyId, candidate.cookie)).statusCode).toBe(404);
    const long = await call('POST', `/api/team/vacancies/${open.vacancyId}/applications`, candidate.cookie, { message: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields[0].path).toBe('message');
  }, ACCOUNTS_TIMEOUT_MS);

  it('keeps the consent the candidate gave by applying, word for word in the language they read it in, valid for the team’s retention months', async () => {
    const team = await teamWithVacancy(call, app);
    await call('PUT', '/api/team/privacy/retention', team.cookie, { months: 12 });
    const { rows } = await getDb().query<{ name: string }>('SELECT t.name FROM teams t JOIN vacancies v ON v.team_id = t.id WHERE v.id = $1', [team.vacancyId]);
    const teamName = rows[0]?.name ?? '';
    const vacancy = (await call('GET', `/api/team/vacancies/${team.vacancyId}`)).json();
    expect(vacancy.retentionMonths).toBe(12);

    const russian = await candidateWithCv(app);
    const english = await candidateWithCv(app);
    const before = Date.now();
    const inRussian = (await call('POST', `/api/team/vacancies/${team.vacancyId}/applications`, russian.cookie, { locale: 'ru' })).json();
    const inEnglish = (await call('POST', `/api/team/vacancies/${team.vacancyId}/applications`, english.cookie, {})).json();

    const ru = (await call('GET', `/api/team/applications/${inRussian.id}`, team.cookie)).json().consent;
    expect(ru).toEqual({ text: applicationConsentText('ru', teamName, 'Go developer', 12), locale: 'ru', givenAt: expect.any(String), validUntil: expect.any(String) });
    expect(ru.text).toContain('«Go developer»');
    expect(Date.parse(ru.givenAt)).toBeGreaterThanOrEqual(before - 1000);
    const months = (new Date(ru.validUntil).getUTCFullYear() - new Date(ru.givenAt).getUTCFullYear()) * 12 + new Date(ru.validUntil).getUTCMonth() - new Date(ru.givenAt).getUTCMonth();
    expect(months).toBe(12);
    // Without a language in the body: the candidate's account language (English by default).
    const en = (await call('GET', `/api/team/applications/${inEnglish.id}`, team.cookie)).json().consent;
    expect(en).toMatchObject({ text: applicationConsentText('en', teamName, 'Go developer', 12), locale: 'en' });

    const badLocale = await call('POST', `/api/team/vacancies/${team.vacancyId}/applications`, (await candidateWithCv(app)).cookie, { locale: 'de' });
    expect(badLocale.statusCode).toBe(400);
    expect(badLocale.json().error.fields[0].path).toBe('locale');
    // An application sent before consent was recorded says so.
    await getDb().query('UPDATE applications SET consent_text = NULL, consent_locale = NULL, consent_at = NULL, consent_until = NULL WHERE id = $1', [inEnglish.id]);
    expect((await call('GET', `/api/team/applications/${inEnglish.id}`, team.cookie)).json().consent).toBeNull();
  }, ACCOUNTS_TIMEOUT_MS);

  it('shows the team the likely duplicates of an applicant among its own imports, and none of another team’s', async () => {
    const team = await teamWithVacancy(call, app);
    const other = await teamWithVacancy(call, app);
    const importCv = async (cookie: string) => {
      const response = await call('POST', '/api/cv/import', cookie, { basics: { name: 'A. Petrova', phone: '8 900 000 00 01', email: `anna-${Date.now()}@old.example.test` } });
      expect(response.statusCode).toBe(201);
      const id: number = response.json().results[0].id;
      return id;
    };
    const imported = await importCv(team.cookie);
    await importCv(other.cookie);
    const candidate = await candidateWithCv(app);
    const applied = (await call('POST', `/api/team/vacancies/${team.vacancyId}/applications`, candidate.cookie, {})).json();
    const details = (await call('GET', `/api/team/applications/${applied.id}`, team.cookie)).json();
    expect(details.duplicates).toEqual([expect.objectContaining({ type: 'imported', id: imported, certainty: 'match', reasons: ['phone'], mergeable: true })]);
  }, ACCOUNTS_TIMEOUT_MS);

  it("tells a candidate on the vacancy page whether they applied, and lists their applications without the team's notes", async () => {
    const team = await teamWithVacancy(call, app);
    const candidate = await candidateWithCv(app);
    const before = (await call('GET', `/api/team/vacancies/${team.vacancyId}`, candidate.cookie)).json();
    expect(before.myApplication).toBeNull();
    const applied = (await call('POST', `/api/team/vacancies/${team.vacancyId}/applications`, candidate.cookie, {})).json();
    const after = (await call('GET', `/api/team/vacancies/${team.vacancyId}`, candidate.cookie)).json();
    expect(after.myApplication).toEqual({ id: applied.id, stage: 'new' });

    await call('POST', `/api/team/applications/${applied.id}/notes`, team.cookie, { body: 'Strong Go, weak SQL' });
    await call('POST', `/api/team/applications/${applied.id}/stage`, team.cookie, { stage: 'rejected', reason: 'Salary expectations too high' });
    const mine = await call('GET', '/api/user/applications', candidate.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items).toEqual([
      expect.objectContaining({ id: applied.id, stage: 'rejected', vacancy: expect.objectContaining({ id: team.vacancyId, title: 'Go developer' }) }),
    ]);
    expect(mine.json().items[0].history.map((event: { to: string }) => event.to)).toEqual(['new', 'rejected']);
    expect(mine.body).not.toContain('Strong Go');
    expect(mine.body).not.toContain('Salary expectations');
    expect(mine.body).not.toContain(team.userId);
    expect((await call('GET', '/api/user/applications')).statusCode).toBe(401);
  }, ACCOUNTS_TIMEOUT_MS);

  it('shows the team the contacts of an applicant whose CV is hidden, without spending a credit', async () => {
    const team = await teamWithVacancy(call, app);
    const stranger = await teamWithVacancy(call, app);
    const candidate = await candidateWithCv(app);
    const cv = { type: 'internal', id: candidate.resumeId };
    // Hidden CV: nobody else sees it at all.
    expect((await call('POST', '/api/webapp/resumes_search/resume/', team.cookie, cv)).statusCode).toBe(404);
    await call('POST', `/api/team/vacancies/${team.vacancyId}/applications`, candidate.cookie, {});

    const details = await call('POST', '/api/webapp/resumes_search/resume/', team.cookie, cv);
    expect(details.statusCode).toBe(200);
    expect(details.json().contacts).toMatchObject({ phone: '+7 900 000-00-01' });
    const credits = await getDb().query<{ credits: number }>('SELECT t.credits FROM teams t JOIN team_members m ON m.team_id = t.id WHERE m.user_id = $1', [team.userId]);
    const reveal = await call('POST', '/api/webapp/resumes_search/resume/contacts', team.cookie, cv);
    expect(reveal.json()).toMatchObject({ charged: false, credits: credits.rows[0]?.credits });
    expect((await call('POST', '/api/webapp/resumes_search/resume/', stranger.cookie, cv)).statusCode).toBe(404);
  }, ACCOUNTS_TIMEOUT_MS);

  it('counts applications that are new since the recruiter last opened the vacancy', async () => {
    const team = await teamWithVacancy(call, app);
    const colleague = await signUp(app, { kind: 'recruiter' });
    const first = await candidateWithCv(app);
    await call('POST', `/api/team/vacancies/${team.vacancyId}/applications`, first.cookie, {});
    const open = async () => (await call('GET', '/api/team/vacancies?status=open', team.cookie)).json().items[0];
    expect(await open()).toMatchObject({ id: team.vacancyId, applications: 1, newApplications: 1 });
    await call('GET', `/api/team/vacancies/${team.vacancyId}/applications`, team.cookie);
    expect(await open()).toMatchObject({ applications: 1, newApplications: 0 });
    const second = await candidateWithCv(app);
    await call('POST', `/api/team/vacancies/${team.vacancyId}/applications`, second.cookie, {});
    expect(await open()).toMatchObject({ applications: 2, newApplications: 1 });
    // Another team's recruiter has no view of it at all.
    expect((await call('GET', '/api/team/vacancies?status=open', colleague.cookie)).json().items).toEqual([]);
  }, ACCOUNTS_TIMEOUT_MS);

  it('lists the applicants of a vacancy at a stage, for mailings', async () => {
    const team = await teamWithVacancy(call, app);
    const anna = await candidateWithCv(app, 'Anna');
    const boris = await candidateWithCv(app, 'Boris');
    const annaApp = (await call('POST', `/api/team/vacancies/${team.vacancyId}/applications`, anna.cookie, {})).json();
    await call('POST', `/api/team/vacancies/${team.vacancyId}/applications`, boris.cookie, {});
    await call('POST', `/api/team/applications/${annaApp.id}/stage`, team.cookie, { stage: 'screening' });
    expect(await applicantsAtStage(getDb(), team.vacancyId, 'screening')).toEqual([
      { applicationId: annaApp.id, userId: anna.userId, resumeId: anna.resumeId, name: 'Anna', email: anna.email },
    ]);
    expect((await applicantsAtStage(getDb(), team.vacancyId, 'new')).map((row) => row.name)).toEqual(['Boris']);
  }, ACCOUNTS_TIMEOUT_MS);
});
