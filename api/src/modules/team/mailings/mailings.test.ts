import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import { describeEachDatabase } from '../../../db/testing';
import { JobRegistry, JobRunner } from '../../../jobs';
import { createTestApp, signUp } from '../../../testing/app';
import { createCaller } from '../../../testing/call';
import { storeTestResume } from '../../cv/testing';
import { type SmtpTestServer, startSmtpTestServer } from '../../mail/testing/smtp-test-server';
import { candidateWithCv, createPipelineCaller } from '../testing/pipeline';

let serial = 0;

/** A public CV of the platform (or hidden / imported by `teamId`) with an e-mail unless `email: null`. */
async function cv(db: Database, name: string, options: { email?: string | null; hidden?: boolean; teamId?: string } = {}) {
  serial += 1;
  const email = options.email === undefined ? `cv-${serial}-${process.pid}@example.test` : options.email;
  const id = await storeTestResume(
    db,
    { basics: { name, label: 'Go developer', ...(email === null ? {} : { email }) } },
    {
      visibility: options.hidden === true ? 'hidden' : 'public',
      ...(options.teamId === undefined ? {} : { type: 'imported', teamId: options.teamId }),
    },
  );
  return { type: options.teamId === undefined ? ('internal' as const) : ('imported' as const), id, email };
}

describeEachDatabase('vacancy mailings', (getDb) => {
  let app: FastifyInstance;
  let runner: JobRunner;
  let smtp: SmtpTestServer;
  const call = createCaller(() => app);

  beforeAll(async () => {
    smtp = await startSmtpTestServer({ rule: (to) => (to.startsWith('bounce') ? { code: 550, message: '550 No such user' } : null) });
    const jobs = new JobRegistry();
    app = await createTestApp(getDb(), { mail: { smtpUrl: smtp.url, from: 'Platform <no-reply@example.test>', leaseMs: 60_000, ratePerSecond: 300, replyDomain: 'reply.example.test' } }, jobs);
    runner = new JobRunner(getDb(), jobs);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  async function recruiterWithVacancy(name = 'Olga Smirnova') {
    const owner = await signUp(app, { kind: 'recruiter', name });
    const vacancy = await call('POST', '/api/team/vacancies', owner.cookie, { title: 'Go developer', status: 'open' });
    return { ...owner, vacancyId: Number(vacancy.json().id), teamId: owner.session.team?.id ?? '' };
  }
  const credits = async (teamId: string) => (await getDb().query<{ credits: number }>('SELECT credits FROM teams WHERE id = $1', [teamId])).rows[0]?.credits;
  const send = (cookie: string, vacancyId: number, payload: object, key?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/team/vacancies/${vacancyId}/mailings`,
      headers: { cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload,
    });

  it('previews any recipient with {name} {vacancy} {team} {sender} filled, lists the skipped with reasons, and charges nothing', async () => {
    const owner = await recruiterWithVacancy();
    const anna = await cv(getDb(), 'Anna Petrova');
    const boris = await cv(getDb(), 'Boris <b>Ivanov</b>');
    const hidden = await cv(getDb(), 'Hidden Person', { hidden: true });
    const mute = await cv(getDb(), 'Mute Person');
    await getDb().query('UPDATE resumes SET no_mailings = true WHERE id = $1', [mute.id]);
    const noEmail = await cv(getDb(), 'No Email', { email: null });
    const refs = [anna, boris, hidden, mute, noEmail].map(({ type, id }) => ({ type, id }));
    const before = await credits(owner.teamId);

    const preview = await call('POST', `/api/team/vacancies/${owner.vacancyId}/mailings/preview`, owner.cookie, {
      subject: '{vacancy} at {team}',
      body: 'Hello {name}!\n\n{sender} from {team}',
      recipients: { source: 'selection', cvs: refs },
      recipient: { type: boris.type, id: boris.id },
    });
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.recipients).toEqual({ total: 5, reachable: 2 });
    expect(body.skipped).toEqual([
      { type: 'internal', id: hidden.id, name: 'Hidden Person', reason: 'hidden' },
      { type: 'internal', id: mute.id, name: 'Mute Person', reason: 'opted_out' },
      { type: 'internal', id: noEmail.id, name: 'No Email', reason: 'no_email' },
    ]);
    expect(body.cost).toEqual({ credits: 2, balance: before, missing: 0 });
    expect(body.message.recipient).toEqual({ type: 'internal', id: boris.id, name: 'Boris <b>Ivanov</b>' });
    expect(body.message.subject).toBe(`Go developer at ${owner.session.team?.name}`);
    expect(body.message.text).toContain('Hello Boris <b>Ivanov</b>!');
    expect(body.message.text).toContain(`Olga Smirnova from ${owner.session.team?.name}`);
    expect(body.message.html).toContain('Hello Boris &lt;b&gt;Ivanov&lt;/b&gt;!');
    expect(JSON.stringify(body)).not.toContain(anna.email);
    expect(await credits(owner.teamId)).toBe(before);
  });

  it('rejects an unknown variable with 400 naming it', async () => {
    const owner = await recruiterWithVacancy();
    const anna = await cv(getDb(), 'Anna');
    const response = await send(owner.cookie, owner.vacancyId, {
      subject: 'Hi {name}',
      body: 'Salary {salary} and {name}',
      recipients: { source: 'selection', cvs: [{ type: anna.type, id: anna.id }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: 'body', message: expect.stringContaining('{salary}'), code: 'unknown_variable', params: { variable: 'salary' } },
    ]);
  });

  it('sends one job per recipient, meters unrevealed contacts, shows each status, and delivers through SMTP', async () => {
    const owner = await recruiterWithVacancy();
    const anna = await cv(getDb(), 'Anna Petrova');
    const own = await cv(getDb(), 'Imported Ivan', { teamId: owner.teamId });
    const bounce = await cv(getDb(), 'Bounce Bob', { email: `bounce-${process.pid}-${Date.now()}@example.test` });
    const hidden = await cv(getDb(), 'Hidden Hanna', { hidden: true });
    const before = await credits(owner.teamId);
    const response = await send(owner.cookie, owner.vacancyId, {
      subject: 'About {vacancy}',
      body: 'Hello {name}',
      recipients: { source: 'selection', cvs: [anna, own, bounce, hidden].map(({ type, id }) => ({ type, id })) },
    });
    expect(response.statusCode).toBe(201);
    const mailing = response.json();
    expect(mailing).toMatchObject({ charged: 2, state: 'sending', progress: { total: 4, queued: 3, sent: 0, skipped: 1 } });
    // Anna and Bob cost a credit each; the team's own import is free.
    expect(await credits(owner.teamId)).toBe((before ?? 0) - 2);
    const jobs = await getDb().query<{ count: number }>(
      "SELECT count(*) AS count FROM jobs j JOIN mailing_recipients r ON (j.payload->>'messageId')::bigint = r.message_id WHERE r.mailing_id = $1",
      [mailing.id],
    );
    expect(jobs.rows[0]?.count).toBe(3);

    await runner.runUntilIdle();
    const done = await call('GET', `/api/team/vacancies/${owner.vacancyId}/mailings/${mailing.id}`, owner.cookie);
    expect(done.json()).toMatchObject({ state: 'done', progress: { total: 4, sent: 2, failed: 1, skipped: 1, queued: 0 } });
    const recipients = await call('GET', `/api/team/vacancies/${owner.vacancyId}/mailings/${mailing.id}/recipients`, owner.cookie);
    expect(recipients.json()).toEqual({
      total: 4,
      items: [
        { type: 'internal', id: anna.id, name: 'Anna Petrova', status: 'sent', reason: null },
        { type: 'imported', id: own.id, name: 'Imported Ivan', status: 'sent', reason: null },
        { type: 'internal', id: bounce.id, name: 'Bounce Bob', status: 'failed', reason: expect.stringContaining('550 No such user') },
        { type: 'internal', id: hidden.id, name: 'Hidden Hanna', status: 'skipped', reason: 'hidden' },
      ],
    });
    expect(recipients.body).not.toContain('@example.test');
    const failedOnly = await call('GET', `/api/team/vacancies/${owner.vacancyId}/mailings/${mailing.id}/recipients?status=failed`, owner.cookie);
    expect(failedOnly.json().items.map((item: { id: number }) => item.id)).toEqual([bounce.id]);
    const received = smtp.received.find((message) => message.to.includes(anna.email ?? ''));
    expect(received?.raw).toMatch(/Subject: About Go developer/);
    expect(received?.raw).toContain('Hello Anna Petrova');
  });

  it('creates nothing new for a repeated Idempotency-Key, and never sends a CV the same text twice', async () => {
    const owner = await recruiterWithVacancy();
    const anna = await cv(getDb(), 'Anna');
    const boris = await cv(getDb(), 'Boris');
    const payload = { subject: 'Same', body: 'Same text', recipients: { source: 'selection', cvs: [{ type: anna.type, id: anna.id }] } };
    const first = await send(owner.cookie, owner.vacancyId, payload, 'key-1');
    const balance = await credits(owner.teamId);
    const again = await send(owner.cookie, owner.vacancyId, payload, 'key-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await credits(owner.teamId)).toBe(balance);
    const count = await getDb().query<{ count: number }>('SELECT count(*) AS count FROM mailings WHERE team_id = $1', [owner.teamId]);
    expect(count.rows[0]?.count).toBe(1);

    // The same text again (no key): Anna is skipped, Boris gets it.
    const second = await send(owner.cookie, owner.vacancyId, {
      ...payload,
      recipients: { source: 'selection', cvs: [anna, boris].map(({ type, id }) => ({ type, id })) },
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().progress).toMatchObject({ total: 2, queued: 1, skipped: 1 });
    const onlyAnna = await send(owner.cookie, owner.vacancyId, payload);
    expect(onlyAnna.statusCode).toBe(400);
    expect(onlyAnna.json().error.fields).toEqual([expect.objectContaining({ path: 'recipients', code: 'no_recipients' })]);
  });

  it('answers 402 with what is missing when credits do not cover the unrevealed recipients, creating nothing', async () => {
    const owner = await recruiterWithVacancy();
    const cvs = await Promise.all(['A', 'B', 'C'].map((name) => cv(getDb(), name)));
    await getDb().query('UPDATE teams SET credits = 1 WHERE id = $1', [owner.teamId]);
    const response = await send(owner.cookie, owner.vacancyId, {
      subject: 'x',
      body: 'y',
      recipients: { source: 'selection', cvs: cvs.map(({ type, id }) => ({ type, id })) },
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toMatchObject({
      code: 'insufficient_credits',
      fields: [{ path: 'recipients', code: 'insufficient_credits', params: { required: 3, available: 1, missing: 2 } }],
    });
    expect(await credits(owner.teamId)).toBe(1);
    const count = await getDb().query<{ count: number }>('SELECT count(*) AS count FROM mailings WHERE team_id = $1', [owner.teamId]);
    expect(count.rows[0]?.count).toBe(0);
  });

  it('one-click unsubscribe from a mailing sets the CV\'s "no mailings" flag; later mailings skip it', async () => {
    const owner = await recruiterWithVacancy();
    const anna = await cv(getDb(), 'Anna');
    const ref = { type: anna.type, id: anna.id };
    await send(owner.cookie, owner.vacancyId, { subject: 'One', body: 'One', recipients: { source: 'selection', cvs: [ref] } });
    await runner.runUntilIdle();
    const raw = smtp.received.find((message) => message.to.includes(anna.email ?? ''))?.raw ?? '';
    const token = /\/api\/mail\/unsubscribe\/([\w-]+)/.exec(raw.replace(/=\r?\n/g, ''))?.[1];
    expect(token).toBeDefined();
    const unsubscribe = await app.inject({
      method: 'POST',
      url: `/api/mail/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.statusCode).toBe(200);
    const flag = await getDb().query<{ no_mailings: boolean }>('SELECT no_mailings FROM resumes WHERE id = $1', [anna.id]);
    expect(flag.rows[0]?.no_mailings).toBe(true);
    const preview = await call('POST', `/api/team/vacancies/${owner.vacancyId}/mailings/preview`, owner.cookie, {
      subject: 'Two',
      body: 'Two',
      recipients: { source: 'selection', cvs: [ref] },
    });
    expect(preview.json().skipped).toEqual([{ ...ref, name: 'Anna', reason: 'opted_out' }]);
  });

  it('mails a favourites list and search results, and reports bad criteria under their field', async () => {
    const owner = await recruiterWithVacancy();
    const anna = await cv(getDb(), 'Favourite Anna');
    const list = (await call('POST', '/api/user/favourites/lists', owner.cookie, { name: 'Go' })).json();
    await call('POST', '/api/user/favourites', owner.cookie, { type: anna.type, id: anna.id, listId: list.id });
    // Lists are named as the user typed them, in any case.
    const fromList = await send(owner.cookie, owner.vacancyId, { subject: 'Hi', body: 'Hi {name}', recipients: { source: 'favourites', list: 'go' } });
    expect(fromList.statusCode).toBe(201);
    expect(fromList.json()).toMatchObject({ source: 'favourites', progress: { total: 1, queued: 1 } });
    const emptyList = await send(owner.cookie, owner.vacancyId, { subject: 'Hi', body: 'Hi', recipients: { source: 'favourites', list: 'none' } });
    expect(emptyList.statusCode).toBe(400);
    expect(emptyList.json().error.fields[0].path).toBe('recipients.list');

    const none = await send(owner.cookie, owner.vacancyId, { subject: 'Hi', body: 'Hi', recipients: { source: 'search', criteria: { filters: { city: ['Nowhere-upon-Nothing'] } } } });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual([expect.objectContaining({ path: 'recipients.criteria', code: 'no_matches' })]);
    const bad = await send(owner.cookie, owner.vacancyId, { subject: 'Hi', body: 'Hi', recipients: { source: 'search', criteria: { text: 'x'.repeat(2000) } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].path).toBe('recipients.criteria.text');
    const noSubject = await send(owner.cookie, owner.vacancyId, { subject: '', body: 'Hi', recipients: { source: 'selection', cvs: [] } });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().error.fields.map((field: { path: string }) => field.path)).toEqual(expect.arrayContaining(['subject', 'recipients.cvs']));
  });

  it("mails the vacancy's applicants at a stage: free (they applied), reached though their CV is hidden from search; an empty stage is 400 naming it", async () => {
    const owner = await recruiterWithVacancy();
    const apply = createPipelineCaller(() => app);
    const anna = await candidateWithCv(app, 'Applicant Anna');
    const boris = await candidateWithCv(app, 'Applicant Boris');
    const applications: number[] = [];
    for (const candidate of [anna, boris]) {
      const applied = await apply('POST', `/api/team/vacancies/${owner.vacancyId}/applications`, candidate.cookie, {});
      expect(applied.statusCode).toBe(201);
      applications.push(Number(applied.json().id));
    }
    expect((await call('POST', `/api/team/applications/${applications[0]}/stage`, owner.cookie, { stage: 'screening' })).statusCode).toBe(200);
    const before = await credits(owner.teamId);
    const recipients = { source: 'applicants', stage: 'screening' };

    const preview = await call('POST', `/api/team/vacancies/${owner.vacancyId}/mailings/preview`, owner.cookie, { subject: 'Next step', body: 'Hello {name}', recipients });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ recipients: { total: 1, reachable: 1 }, skipped: [], cost: { credits: 0 } });
    expect(preview.json().message.text).toContain('Hello Applicant Anna');

    const sent = await send(owner.cookie, owner.vacancyId, { subject: 'Next step', body: 'Hello {name}', recipients });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ source: 'applicants', sourceDetail: { stage: 'screening' }, charged: 0, progress: { total: 1, queued: 1 } });
    expect(await credits(owner.teamId)).toBe(before);
    await runner.runUntilIdle();
    const list = await call('GET', `/api/team/vacancies/${owner.vacancyId}/mailings/${sent.json().id}/recipients`, owner.cookie);
    expect(list.json().items).toEqual([{ type: 'internal', id: anna.resumeId, name: 'Applicant Anna', status: 'sent', reason: null }]);
    const delivered = smtp.received.filter((message) => message.raw.includes('Subject: Next step'));
    expect(delivered.map((message) => message.raw.includes('Hello Applicant Anna'))).toEqual([true]);

    const nobody = await send(owner.cookie, owner.vacancyId, { subject: 'Offer', body: 'x', recipients: { source: 'applicants', stage: 'offer' } });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().error.fields).toEqual([expect.objectContaining({ path: 'recipients.stage', code: 'no_applicants_at_stage' })]);
    const unknown = await send(owner.cookie, owner.vacancyId, { subject: 'x', body: 'x', recipients: { source: 'applicants', stage: 'archived' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields[0].path).toBe('recipients.stage');
    // Another team's vacancy: its applicants are not this team's to mail.
    const other = await recruiterWithVacancy('Other Owner');
    const foreign = await send(other.cookie, owner.vacancyId, { subject: 'x', body: 'x', recipients });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain('Applicant');
  }, 60_000);

  it("keeps a vacancy's mailings to its team: 403 to other teams, 401 to visitors, 403 to candidates, no data", async () => {
    const owner = await recruiterWithVacancy();
    const anna = await cv(getDb(), 'Anna');
    const created = await send(owner.cookie, owner.vacancyId, {
      subject: 'Secret subject',
      body: 'x',
      recipients: { source: 'selection', cvs: [{ type: anna.type, id: anna.id }] },
    });
    const mailingId = created.json().id;
    const other = await signUp(app, { kind: 'recruiter' });
    for (const url of [
      `/api/team/vacancies/${owner.vacancyId}/mailings`,
      `/api/team/vacancies/${owner.vacancyId}/mailings/${mailingId}`,
      `/api/team/vacancies/${owner.vacancyId}/mailings/${mailingId}/recipients`,
    ]) {
      const read = await call('GET', url, other.cookie);
      expect(read.statusCode).toBe(403);
      expect(read.body).not.toContain('Secret subject');
      expect(read.body).not.toContain('Anna');
      expect((await call('GET', url)).statusCode).toBe(401);
    }
    const write = await send(other.cookie, owner.vacancyId, { subject: 'x', body: 'x', recipients: { source: 'selection', cvs: [{ type: anna.type, id: anna.id }] } });
    expect(write.statusCode).toBe(403);
    const candidate = await signUp(app, { kind: 'candidate' });
    expect((await call('GET', `/api/team/vacancies/${owner.vacancyId}/mailings`, candidate.cookie)).statusCode).toBe(403);
  });
});

describeEachDatabase('mailing daily cap', (getDb) => {
  let app: FastifyInstance;
  const call = createCaller(() => app);
  beforeAll(async () => {
    app = await createTestApp(getDb(), { mailingDailyLimit: 3 });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 429 with the limit and what remains once a team would pass MAILING_DAILY_LIMIT recipients today', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const vacancy = await call('POST', '/api/team/vacancies', owner.cookie, { title: 'QA', status: 'open' });
    const cvs = await Promise.all(['A', 'B', 'C', 'D'].map((name) => cv(getDb(), name)));
    const refs = cvs.map(({ type, id }) => ({ type, id }));
    const url = `/api/team/vacancies/${vacancy.json().id}/mailings`;
    expect((await call('POST', url, owner.cookie, { subject: 'One', body: 'x', recipients: { source: 'selection', cvs: refs.slice(0, 2) } })).statusCode).toBe(201);
    const over = await call('POST', url, owner.cookie, { subject: 'Two', body: 'x', recipients: { source: 'selection', cvs: refs.slice(2, 4) } });
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatchObject({
      code: 'mailing_daily_limit',
      fields: [{ path: 'recipients', params: { limit: 3, used: 2, remaining: 1, requested: 2 } }],
    });
    expect((await call('POST', url, owner.cookie, { subject: 'Two', body: 'x', recipients: { source: 'selection', cvs: refs.slice(2, 3) } })).statusCode).toBe(201);
    const list = await call('GET', url, owner.cookie);
    expect(list.json().dailyLimit).toEqual({ limit: 3, used: 3 });
  });
});
