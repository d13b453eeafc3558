import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../db/testing';
import { JobRegistry, JobRunner } from '../../jobs';
import { createTestApp, signUp } from '../../testing/app';
import { candidateWithCv, createPipelineCaller } from '../team/testing/pipeline';
import { importPdfCv, messageToken, postForm } from './testing/privacy-app';

describeEachDatabase('privacy: erasure and export on the person\'s request', (getDb) => {
  let app: FastifyInstance;
  let runner: JobRunner;
  const call = createPipelineCaller(() => app);
  beforeAll(async () => {
    const jobs = new JobRegistry();
    app = await createTestApp(getDb(), {}, jobs);
    runner = new JobRunner(getDb(), jobs);
  });
  afterAll(async () => {
    await app.close();
  });

  const count = async (sql: string, params: readonly unknown[]): Promise<number> => Number((await getDb().query<{ count: string }>(sql, params)).rows[0]?.count);

  it('erases the CV, its file, the applications and messages from a link in any e-mail, keeping an anonymous record', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const teamId = owner.session.team?.id;
    const vacancy = await call('POST', '/api/team/vacancies', owner.cookie, { title: 'Privacy engineer', status: 'open' });
    const candidate = await candidateWithCv(app, 'Erase Me');
    const email = candidate.email;
    const word = `Qwerase${Date.now().toString(36)}`;
    const cvId = await importPdfCv(app, owner.cookie, ['Erase Me', 'Engineer', email, word]);
    const applied = await call('POST', `/api/team/vacancies/${vacancy.json().id}/applications`, candidate.cookie, { message: `Hello from ${word}` });
    expect(applied.statusCode).toBe(201);
    const applicationId: number = applied.json().id;
    expect((await call('POST', `/api/team/applications/${applicationId}/messages`, owner.cookie, { body: 'Thank you, we will call' })).statusCode).toBe(201);
    // Another team's data about someone else stays.
    const other = await signUp(app, { kind: 'recruiter' });
    const keptId = await importPdfCv(app, other.cookie, ['Keep Me', 'Engineer', `keep-${Date.now()}@erase.example.test`, word]);

    // Any e-mail the person received carries the link: here the thread's message.
    const token = await messageToken(getDb(), email);
    const page = await call('GET', `/api/privacy/mail/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Recruiting teams on this platform that hold data about');
    expect(page.body).toContain(': 1.');
    expect((await call('GET', `/api/privacy/mail/${token}?lang=ru`)).body).toContain('Попросить удалить мои данные');

    const exported = await postForm(app, `/api/privacy/mail/${token}/export`, {});
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('attachment');
    const data = exported.json();
    expect(data.teams).toHaveLength(1);
    expect(data.teams[0].cvs[0].files[0]).toMatchObject({ format: 'pdf', text: expect.stringContaining(word), contentBase64: expect.any(String) });
    expect(data.teams[0].applications[0]).toMatchObject({ vacancy: 'Privacy engineer', message: `Hello from ${word}` });
    expect(data.teams[0].applications[0].messages.map((message: { body: string }) => message.body)).toContain('Thank you, we will call');

    const asked = await postForm(app, `/api/privacy/mail/${token}/erasure`, { lang: 'ru' });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Запрос записан');
    // Asking twice makes one request.
    await postForm(app, `/api/privacy/mail/${token}/erasure`, {});
    const list = await call('GET', '/api/team/privacy/erasure-requests', owner.cookie);
    // The owner sees what carrying it out would erase: the team's import of the address and its application.
    expect(list.json().items).toEqual([
      expect.objectContaining({ state: 'pending', email: email.toLowerCase(), doneAt: null, toErase: { cvs: [{ id: cvId, name: 'Erase Me' }], applications: 1 } }),
    ]);
    expect((await call('GET', '/api/team/privacy/erasure-requests', other.cookie)).json().items).toEqual([]);
    // Due within the legal term whatever the owner does: a job waits for that date.
    const due = Date.parse(list.json().items[0].dueAt) - Date.parse(list.json().items[0].requestedAt);
    expect(Math.round(due / 86_400_000)).toBe(10);
    await runner.runUntilIdle();
    expect(await count('SELECT count(*) AS count FROM resumes WHERE id = $1', [cvId])).toBe(1);

    // The e-mails about the application: the team's notice, the thread's message to the person.
    const mails = await count('SELECT count(*) AS count FROM mail_messages WHERE application_id = $1', [applicationId]);
    expect(mails).toBeGreaterThanOrEqual(2);
    const requestId: string = list.json().items[0].id;
    expect((await call('POST', `/api/team/privacy/erasure-requests/${requestId}/carry-out`, other.cookie)).statusCode).toBe(404);
    const carried = await call('POST', `/api/team/privacy/erasure-requests/${requestId}/carry-out`, owner.cookie);
    expect(carried.statusCode).toBe(202);
    await runner.runUntilIdle();

    const done = (await call('GET', '/api/team/privacy/erasure-requests', owner.cookie)).json().items;
    expect(done).toEqual([expect.objectContaining({ state: 'done', email: null, toErase: null, erased: { cvs: 1, files: 1, applications: 1, messages: mails } })]);
    expect(await count('SELECT count(*) AS count FROM resumes WHERE id = $1', [cvId])).toBe(0);
    expect(await count('SELECT count(*) AS count FROM cv_files WHERE resume_id = $1', [cvId])).toBe(0);
    expect(await count('SELECT count(*) AS count FROM applications WHERE id = $1', [applicationId])).toBe(0);
    expect(await count('SELECT count(*) AS count FROM application_messages WHERE application_id = $1', [applicationId])).toBe(0);
    expect(await count('SELECT count(*) AS count FROM mail_messages WHERE application_id = $1', [applicationId])).toBe(0);
    // Search finds the other team's CV with the word, nothing of the erased one.
    const found = await call('POST', '/api/webapp/resumes_search/resumes/', owner.cookie, { text: word });
    expect(found.json().items).toEqual([]);
    expect(await count('SELECT count(*) AS count FROM resumes WHERE id = $1', [keptId])).toBe(1);
    // The record that it happened names nobody.
    expect(await count('SELECT count(*) AS count FROM privacy_erasure_requests WHERE email IS NOT NULL AND team_id = $1', [teamId])).toBe(0);
    expect(await count('SELECT count(*) AS count FROM privacy_audit WHERE team_id = $1 AND (detail ILIKE $2 OR actor ILIKE $2)', [teamId, `%${email}%`])).toBe(0);
    const audit = (await call('GET', '/api/team/privacy/audit', owner.cookie)).json().items.map((entry: { action: string }) => entry.action);
    expect(audit).toEqual(expect.arrayContaining(['erased', 'erasure_requested', 'exported_by_person']));
  }, 120_000);
});
