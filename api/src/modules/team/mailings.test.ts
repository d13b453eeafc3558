import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../db/testing';
import { signUp } from '../../testing/app';
import { createCaller } from '../user/testing/call';
import { createUserModule } from '../user';
import { createAreaTestApp } from '../user/testing/area-app';
import { createFakeResumeSource } from '../user/testing/fake-resume-source';
import { createTeamModule } from '.';
import { renderTemplate } from './mailings';

describe('renderTemplate', () => {
  it('fills {{name}} and {{vacancy}} and leaves other braces alone', () => {
    expect(renderTemplate('Hi {{ name }}, about {{vacancy}} {{other}}', { name: 'Anna', vacancy: 'QA' })).toBe('Hi Anna, about QA {{other}}');
  });
});

describeEachDatabase('vacancy mailings', (getDb) => {
  let app: FastifyInstance;
  const resumes = createFakeResumeSource([
    { type: 'imported', id: 1, name: 'Anna Petrova', title: 'Go developer', city: 'Moscow', email: 'anna@example.test' },
    { type: 'imported', id: 2, name: 'Boris Ivanov', title: 'Go developer', city: null, email: null },
    { type: 'internal', id: 3, name: 'Carl Meyer', title: 'Designer', city: 'Berlin', email: 'carl@example.test' },
  ]);
  beforeAll(async () => {
    const source = () => resumes;
    app = await createAreaTestApp(getDb(), [createTeamModule({ resumes: source }), createUserModule({ resumes: source })]);
  });
  afterAll(async () => {
    await app.close();
  });

  const call = createCaller(() => app);

  async function openVacancy(cookie: string) {
    const response = await call('POST', '/api/team/vacancies', cookie, { title: 'Go developer', status: 'open' });
    return response.json().id as number;
  }

  it('queues a personalised message per reachable recipient of a favourites list', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const id = await openVacancy(owner.cookie);
    await call('POST', '/api/user/favourites', owner.cookie, { type: 'imported', id: 1, list: 'go' });
    await call('POST', '/api/user/favourites', owner.cookie, { type: 'imported', id: 2, list: 'go' });
    const response = await call('POST', `/api/team/vacancies/${id}/mailings`, owner.cookie, {
      subject: 'About {{vacancy}}',
      body: 'Hello {{name}}!',
      recipients: { source: 'favourites', list: 'go' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ recipients: 2, sent: 1, skipped: 1, source: 'favourites', author: { id: owner.session.user.id } });

    const queued = await getDb().query<{ to_email: string; subject: string; body: string }>(
      "SELECT to_email, subject, variables->>'body' AS body FROM mail_messages WHERE idempotency_key LIKE $1",
      [`mailing:${response.json().id}:%`],
    );
    expect(queued.rows).toEqual([{ to_email: 'anna@example.test', subject: 'About Go developer', body: 'Hello Anna Petrova!' }]);

    const list = await call('GET', `/api/team/vacancies/${id}/mailings`, owner.cookie);
    expect(list.json().items).toEqual([expect.objectContaining({ id: response.json().id, subject: 'About {{vacancy}}' })]);
  });

  it('sends a mailing to search results and reports bad criteria under their field', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const id = await openVacancy(owner.cookie);
    const sent = await call('POST', `/api/team/vacancies/${id}/mailings`, owner.cookie, {
      subject: 'Hi',
      body: 'Hi {{name}}',
      recipients: { source: 'search', criteria: { text: 'designer' }, limit: 10 },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ recipients: 1, sent: 1, source: 'search' });

    const bad = await call('POST', `/api/team/vacancies/${id}/mailings`, owner.cookie, {
      subject: 'Hi',
      body: 'Hi',
      recipients: { source: 'search', criteria: { text: 'invalid' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([{ path: 'recipients.criteria.text', message: expect.any(String) }]);

    const empty = await call('POST', `/api/team/vacancies/${id}/mailings`, owner.cookie, {
      subject: '',
      body: 'Hi',
      recipients: { source: 'favourites', list: 'nothing-here' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.map((field: { path: string }) => field.path)).toContain('subject');
  });

  it("keeps a vacancy's mailings to its team: 403 to other teams, 401 to visitors, no data", async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const id = await openVacancy(owner.cookie);
    await call('POST', `/api/team/vacancies/${id}/mailings`, owner.cookie, {
      subject: 'Secret subject',
      body: 'x',
      recipients: { source: 'search', criteria: {} },
    });
    const other = await signUp(app, { kind: 'recruiter' });
    const read = await call('GET', `/api/team/vacancies/${id}/mailings`, other.cookie);
    expect(read.statusCode).toBe(403);
    expect(read.body).not.toContain('Secret subject');
    const write = await call('POST', `/api/team/vacancies/${id}/mailings`, other.cookie, {
      subject: 'x',
      body: 'x',
      recipients: { source: 'search', criteria: {} },
    });
    expect(write.statusCode).toBe(403);
    expect((await call('GET', `/api/team/vacancies/${id}/mailings`)).statusCode).toBe(401);
    const candidate = await signUp(app, { kind: 'candidate' });
    expect((await call('GET', `/api/team/vacancies/${id}/mailings`, candidate.cookie)).statusCode).toBe(403);
  });
});
