import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../db/testing';
import { createTestApp, signUp } from '../../testing/app';
import { createCaller } from '../../testing/call';
import { recordAudit } from './audit';
import { importPdfCv } from './testing/privacy-app';

interface Entry {
  id: number;
  action: string;
  resumeId: number | null;
  actor: string;
  detail: string;
}

describeEachDatabase('privacy: the audit, filtered and exported', (getDb) => {
  let app: FastifyInstance;
  const call = createCaller(() => app);
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
  });

  const entries = async (cookie: string, query: string): Promise<Entry[]> => {
    const response = await call('GET', `/api/team/privacy/audit?${query}`, cookie);
    expect(response.statusCode).toBe(200);
    return response.json().items;
  };

  it('narrows the log to one action, one CV or one actor, and exports exactly what the filter selects', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const email = owner.session.user.email;
    const first = await importPdfCv(app, owner.cookie, ['Filter First', 'Cook', `first-${Date.now()}@audit.example.test`]);
    const second = await importPdfCv(app, owner.cookie, ['Filter Second', 'Cook', `second-${Date.now()}@audit.example.test`]);
    const view = async (id: number) => expect((await call('POST', '/api/webapp/resumes_search/resume/', owner.cookie, { type: 'imported', id })).statusCode).toBe(200);
    await view(first);
    await view(second);
    await view(first);
    expect((await call('GET', `/api/cv/imported/${first}/file`, owner.cookie)).statusCode).toBe(200);

    expect((await entries(owner.cookie, `resumeId=${first}`)).map((entry) => entry.action)).toEqual(['file_downloaded', 'viewed', 'viewed']);
    expect((await entries(owner.cookie, 'action=viewed')).map((entry) => entry.resumeId)).toEqual([first, second, first]);
    expect(await entries(owner.cookie, `action=viewed&resumeId=${second}`)).toEqual([expect.objectContaining({ action: 'viewed', resumeId: second, actor: email })]);
    // Who, in any case; nobody else did anything here.
    expect(await entries(owner.cookie, `actor=${encodeURIComponent(email.toUpperCase())}`)).toHaveLength(4);
    expect(await entries(owner.cookie, 'actor=system')).toEqual([]);

    // A bad filter is refused with its field, never read as "no filter".
    for (const [query, field] of [['action=deleted', 'action'], ['resumeId=0', 'resumeId'], ['resumeId=abc', 'resumeId'], ['actor=%20', 'actor']] as const) {
      const refused = await call('GET', `/api/team/privacy/audit?${query}`, owner.cookie);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields[0].path).toBe(field);
    }

    const csv = await call('GET', `/api/team/privacy/audit?format=csv&action=viewed&resumeId=${first}`, owner.cookie);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('id,at,actor,action,cv,detail,ip');
    expect(lines.slice(1).map((line) => line.split(',').slice(2, 5))).toEqual([
      [email, 'viewed', String(first)],
      [email, 'viewed', String(first)],
    ]);
    // The export is recorded with the filter it used.
    expect((await entries(owner.cookie, ''))[0]).toMatchObject({ action: 'audit_exported', actor: email, resumeId: null, detail: `action=viewed, cv=${first}` });

    // Another team's owner sees none of it, whatever the filter.
    const other = await signUp(app, { kind: 'recruiter' });
    expect(await entries(other.cookie, `resumeId=${first}`)).toEqual([]);
  }, 120_000);

  it('pages a filtered log by its cursor, 100 at a time, without losing or repeating an entry', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const teamId = owner.session.team?.id;
    if (teamId === undefined) throw new Error('no team');
    const actor = { userId: owner.session.user.id, name: owner.session.user.email, ip: '127.0.0.1' };
    // 150 views of each of two CVs, interleaved.
    await recordAudit(
      getDb(),
      Array.from({ length: 300 }, (_, index) => ({ teamId, actor, action: 'viewed' as const, resumeId: index % 2 === 0 ? 7001 : 7002 })),
    );
    const firstPage = (await call('GET', '/api/team/privacy/audit?resumeId=7002', owner.cookie)).json();
    expect(firstPage.items).toHaveLength(100);
    expect(firstPage.nextBefore).toBe(firstPage.items[99].id);
    const secondPage = (await call('GET', `/api/team/privacy/audit?resumeId=7002&before=${firstPage.nextBefore}`, owner.cookie)).json();
    expect(secondPage.items).toHaveLength(50);
    expect(secondPage.nextBefore).toBeNull();
    const all: Entry[] = [...firstPage.items, ...secondPage.items];
    expect(all.every((entry) => entry.resumeId === 7002)).toBe(true);
    expect(new Set(all.map((entry) => entry.id)).size).toBe(150);
  }, 120_000);
});
