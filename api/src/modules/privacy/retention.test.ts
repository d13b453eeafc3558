import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../db/testing';
import { createTestApp, signUp } from '../../testing/app';
import { createCaller } from '../../testing/call';
import { runRetention } from './retention';
import { ageCv, consentToken, importPdfCv, postForm } from './testing/privacy-app';

describeEachDatabase('privacy: retention, legal hold, dry run', (getDb) => {
  let app: FastifyInstance;
  const call = createCaller(() => app);
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
  });

  const count = async (sql: string, params: readonly unknown[]): Promise<number> => Number((await getDb().query<{ count: string }>(sql, params)).rows[0]?.count);
  const search = async (cookie: string, text: string): Promise<number[]> =>
    (await call('POST', '/api/webapp/resumes_search/resumes/', cookie, { text })).json().items.map((item: { id: number }) => item.id);

  it('hides CVs past the rule without consent or hold, deletes them after the grace period, each once', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const teamId = owner.session.team?.id;
    const word = `Zyxretain${Date.now().toString(36)}`;
    expect((await call('GET', '/api/team/privacy/retention', owner.cookie)).json()).toEqual({ months: 24, graceDays: 30 });
    const bad = await call('PUT', '/api/team/privacy/retention', owner.cookie, { months: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].path).toBe('months');
    expect((await call('PUT', '/api/team/privacy/retention', owner.cookie, { months: 6 })).json()).toEqual({ months: 6, graceDays: 30 });

    const stale = await importPdfCv(app, owner.cookie, ['Stale Person', 'Cook', `stale-${Date.now()}@ret.example.test`, word]);
    const held = await importPdfCv(app, owner.cookie, ['Held Person', 'Cook', `held-${Date.now()}@ret.example.test`, word]);
    const consented = await importPdfCv(app, owner.cookie, ['Agreed Person', 'Cook', `agreed-${Date.now()}@ret.example.test`, word]);
    const fresh = await importPdfCv(app, owner.cookie, ['Fresh Person', 'Cook', `fresh-${Date.now()}@ret.example.test`, word]);
    for (const id of [stale, held, consented]) await ageCv(getDb(), id, 7);
    expect((await call('PUT', `/api/cv/imported/${held}/privacy/legal-hold`, owner.cookie, { reason: 'A dispute over the last placement' })).json().legalHold).toMatchObject({
      reason: 'A dispute over the last placement',
    });
    expect((await call('PUT', `/api/cv/imported/${held}/privacy/legal-hold`, owner.cookie, { reason: '  ' })).json().error.fields[0].path).toBe('reason');
    const email = (await getDb().query<{ email: string }>("SELECT resume->'basics'->>'email' AS email FROM resumes WHERE id = $1", [consented])).rows[0]?.email ?? '';
    await call('POST', `/api/cv/imported/${consented}/privacy/consent-request`, owner.cookie, {});
    await postForm(app, `/api/privacy/consent/${await consentToken(getDb(), email)}`, { answer: 'agree' });
    // The answer is activity; move it back too: the consent still holds for the team's 6 months.
    await getDb().query("UPDATE cv_consents SET answered_at = now() - interval '7 months' WHERE resume_id = $1", [consented]);

    // The dry run shows what would go and changes nothing.
    const preview = (await call('GET', '/api/team/privacy/retention/preview', owner.cookie)).json();
    expect(preview).toMatchObject({ months: 6, hide: { total: 1, items: [{ id: stale, name: 'Stale Person', hiddenAt: null }] }, delete: { total: 0, items: [] } });
    expect(await search(owner.cookie, word)).toHaveLength(4);

    const first = await runRetention(getDb());
    expect(first.hidden).toBeGreaterThanOrEqual(1);
    expect((await search(owner.cookie, word)).sort()).toEqual([held, consented, fresh].sort());
    expect((await call('POST', '/api/webapp/resumes_search/resume/', owner.cookie, { type: 'imported', id: stale })).statusCode).toBe(404);
    expect((await call('GET', `/api/cv/imported/${stale}/privacy`, owner.cookie)).json().hiddenAt).not.toBeNull();

    // Past the grace period: deleted with its file; the hold keeps the other whatever its age.
    await getDb().query("UPDATE resumes SET retention_hidden_at = now() - interval '31 days' WHERE id = $1", [stale]);
    expect((await call('GET', '/api/team/privacy/retention/preview', owner.cookie)).json().delete).toMatchObject({ total: 1, items: [{ id: stale }] });
    await runRetention(getDb());
    expect(await count('SELECT count(*) AS count FROM resumes WHERE id = $1', [stale])).toBe(0);
    expect(await count('SELECT count(*) AS count FROM cv_files WHERE resume_id = $1', [stale])).toBe(0);
    expect(await count('SELECT count(*) AS count FROM resumes WHERE id = ANY($1::bigint[])', [[held, consented, fresh]])).toBe(3);
    await runRetention(getDb());
    const records = await getDb().query<{ action: string; resume_id: string }>(
      "SELECT action, resume_id FROM privacy_audit WHERE team_id = $1 AND action LIKE 'retention_%' ORDER BY id",
      [teamId],
    );
    expect(records.rows.map((row) => [row.action, Number(row.resume_id)])).toEqual([
      ['retention_hidden', stale],
      ['retention_deleted', stale],
    ]);
  }, 120_000);

  it('brings a hidden CV back when a hold is set, and lets only managers set holds and owners set the rule', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    await call('PUT', '/api/team/privacy/retention', owner.cookie, { months: 1 });
    const id = await importPdfCv(app, owner.cookie, ['Back Again', 'Cook', `back-${Date.now()}@ret.example.test`]);
    await ageCv(getDb(), id, 2);
    await runRetention(getDb());
    expect((await call('GET', `/api/cv/imported/${id}/privacy`, owner.cookie)).json().hiddenAt).not.toBeNull();
    await call('PUT', `/api/cv/imported/${id}/privacy/legal-hold`, owner.cookie, { reason: 'Court request 12/3' });
    expect((await call('GET', `/api/cv/imported/${id}/privacy`, owner.cookie)).json().hiddenAt).toBeNull();
    expect((await call('POST', '/api/webapp/resumes_search/resume/', owner.cookie, { type: 'imported', id })).statusCode).toBe(200);
    const cleared = await call('DELETE', `/api/cv/imported/${id}/privacy/legal-hold`, owner.cookie);
    expect(cleared.json().legalHold).toBeNull();

    const other = await signUp(app, { kind: 'recruiter' });
    expect((await call('PUT', `/api/cv/imported/${id}/privacy/legal-hold`, other.cookie, { reason: 'x' })).statusCode).toBe(404);
  }, 120_000);
});
