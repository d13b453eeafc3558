import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../db/testing';
import { createTestApp, signUp } from '../../testing/app';
import { createCaller } from '../../testing/call';
import { consentToken, importPdfCv, postForm } from './testing/privacy-app';

describeEachDatabase('privacy: consent of an imported CV', (getDb) => {
  let app: FastifyInstance;
  const call = createCaller(() => app);
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
  });

  it('mails a request in the person\'s language and records the answer with the text they read', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const email = `olga-${Date.now()}@consent.example.test`;
    const id = await importPdfCv(app, owner.cookie, ['Olga Smirnova', 'Analyst', email]);

    const before = await call('GET', `/api/cv/imported/${id}/privacy`, owner.cookie);
    expect(before.statusCode).toBe(200);
    expect(before.json().consent).toMatchObject({ state: 'not_requested', requestedAt: null });
    expect(before.json().legalHold).toBeNull();

    const requested = await call('POST', `/api/cv/imported/${id}/privacy/consent-request`, owner.cookie, { locale: 'ru' });
    expect(requested.statusCode).toBe(200);
    expect(requested.json().consent).toMatchObject({ state: 'requested', requestedBy: owner.session.user.name });
    const mail = await getDb().query<{ locale: string; subject: string }>("SELECT locale, subject FROM mail_messages WHERE template = 'privacy.consent' AND to_email = $1", [email]);
    expect(mail.rows).toEqual([{ locale: 'ru', subject: expect.stringContaining('просит согласия') }]);

    const token = await consentToken(getDb(), email);
    const page = await call('GET', `/api/privacy/consent/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ru">');
    expect(page.body).toContain('Я согласен(на)');
    const english = await call('GET', `/api/privacy/consent/${token}?lang=en`);
    expect(english.body).toContain('I agree that the team');

    const answered = await postForm(app, `/api/privacy/consent/${token}`, { answer: 'agree', lang: 'en' });
    expect(answered.statusCode).toBe(200);
    expect(answered.body).toContain('your consent is recorded');
    const after = (await call('GET', `/api/cv/imported/${id}/privacy`, owner.cookie)).json();
    expect(after.consent).toMatchObject({ state: 'given', text: expect.stringContaining('I agree that the team') });
    const months = (Date.parse(after.consent.validUntil) - Date.parse(after.consent.answeredAt)) / (30.4 * 24 * 3600 * 1000);
    expect(Math.round(months)).toBe(24);

    // A consent that holds is not asked for again.
    const again = await call('POST', `/api/cv/imported/${id}/privacy/consent-request`, owner.cookie, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('consent_current');

    const audit = (await call('GET', '/api/team/privacy/audit', owner.cookie)).json().items;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(expect.arrayContaining(['consent_requested', 'consent_given']));
    expect(audit.find((entry: { action: string }) => entry.action === 'consent_given')).toMatchObject({ actor: 'person', resumeId: id });
  }, 120_000);

  it('records a refusal, and refuses what cannot be done with the field and the reason', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const email = `ivan-${Date.now()}@consent.example.test`;
    const id = await importPdfCv(app, owner.cookie, ['Ivan Petrov', 'Tester', email]);
    expect((await call('POST', `/api/cv/imported/${id}/privacy/consent-request`, owner.cookie, { locale: 'en' })).statusCode).toBe(200);
    const token = await consentToken(getDb(), email);
    expect((await postForm(app, `/api/privacy/consent/${token}`, { answer: 'maybe' })).statusCode).toBe(400);
    expect((await postForm(app, `/api/privacy/consent/${token}`, { answer: 'refuse' })).body).toContain('Your refusal is recorded');
    expect((await call('GET', `/api/cv/imported/${id}/privacy`, owner.cookie)).json().consent).toMatchObject({ state: 'refused', validUntil: null });

    const noEmail = await importPdfCv(app, owner.cookie, ['Pavel Sidorov', 'Driver', 'Moscow']);
    const refused = await call('POST', `/api/cv/imported/${noEmail}/privacy/consent-request`, owner.cookie, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'no_email', fields: [{ path: 'email' }] });
    const badLocale = await call('POST', `/api/cv/imported/${id}/privacy/consent-request`, owner.cookie, { locale: 'de' });
    expect(badLocale.statusCode).toBe(400);
    expect(badLocale.json().error.fields[0].path).toBe('locale');

    // Another team, and a wrong link, learn nothing.
    const other = await signUp(app, { kind: 'recruiter' });
    expect((await call('GET', `/api/cv/imported/${id}/privacy`, other.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/cv/imported/${id}/privacy/consent-request`, other.cookie, {})).statusCode).toBe(404);
    expect((await call('GET', '/api/privacy/consent/not-a-token')).statusCode).toBe(404);
  }, 120_000);

  it('keeps the audit append-only', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const id = await importPdfCv(app, owner.cookie, ['Maria Volkova', 'Designer', `maria-${Date.now()}@consent.example.test`]);
    expect((await call('POST', '/api/webapp/resumes_search/resume/', owner.cookie, { type: 'imported', id })).statusCode).toBe(200);
    expect((await call('GET', `/api/cv/imported/${id}/file`, owner.cookie)).statusCode).toBe(200);
    const audit = (await call('GET', '/api/team/privacy/audit', owner.cookie)).json().items;
    expect(audit.slice(0, 2)).toMatchObject([
      { action: 'file_downloaded', resumeId: id, actor: owner.session.user.email, ip: '127.0.0.1' },
      { action: 'viewed', resumeId: id },
    ]);
    await expect(getDb().query('UPDATE privacy_audit SET actor = $2 WHERE team_id = $1', [owner.session.team?.id, 'someone'])).rejects.toThrow(/append-only/);
    await expect(getDb().query('DELETE FROM privacy_audit WHERE team_id = $1', [owner.session.team?.id])).rejects.toThrow(/append-only/);

    const csv = await call('GET', '/api/team/privacy/audit?format=csv', owner.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('id,at,actor,action,cv,detail,ip');
    expect(lines[1]).toContain('audit_exported');
    expect(lines).toHaveLength(audit.length + 2);
  }, 120_000);
});
