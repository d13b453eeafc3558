import type { FastifyInstance } from 'fastify';
import { createUserModule } from '..';
import { describeEachDatabase } from '../../../db/testing';
import { enqueueJob, JobRegistry, JobRunner } from '../../../jobs';
import { signUp } from '../../../testing/app';
import { createCaller } from '../../../testing/call';
import { storeTestResume } from '../../cv/testing';
import { createAreaTestApp } from '../testing/area-app';
import { createFakeResumeSource } from '../testing/fake-resume-source';
import { HISTORY_PURGE_JOB, purgeHistory } from './purge';

describeEachDatabase('user history', (getDb) => {
  let app: FastifyInstance;
  let jobs: JobRegistry;
  let resumeId: number;
  const call = createCaller(() => app);
  beforeAll(async () => {
    jobs = new JobRegistry();
    app = await createAreaTestApp(getDb(), [createUserModule({ resumes: () => createFakeResumeSource() })], jobs);
    resumeId = await storeTestResume(getDb(), { basics: { name: 'Anna Petrova', label: 'Go developer' } });
  });
  afterAll(async () => {
    await app.close();
  });

  /** A search `daysAgo` days old (fractions allowed), as the search module writes it. */
  async function searched(userId: string, text: string, daysAgo = 0, extra: object = {}) {
    await getDb().query(
      `INSERT INTO search_history (user_id, criteria, total, created_at) VALUES ($1, $2::jsonb, 7, now() - make_interval(secs => $3))`,
      [userId, JSON.stringify({ text, sort: 'updated', page: 0, perPage: 20, synonyms: false, correct: true, ...extra }), daysAgo * 86_400],
    );
  }
  async function viewed(userId: string, daysAgo = 0) {
    await getDb().query(`INSERT INTO cv_views (user_id, resume_id, created_at) VALUES ($1, $2, now() - make_interval(secs => $3))`, [
      userId,
      resumeId,
      daysAgo * 86_400,
    ]);
  }

  it('lists searches with everything needed to run them again, and viewed CVs, newest first, page by page', async () => {
    const { cookie, session } = await signUp(app, { kind: 'recruiter' });
    await searched(session.user.id, 'older', 2, { filters: { city: ['Berlin'], remote: true } });
    await searched(session.user.id, 'newer', 1);
    await viewed(session.user.id);
    const first = (await call('GET', '/api/user/history?kind=search&limit=1', cookie)).json();
    expect(first).toEqual({
      kind: 'search',
      total: 2,
      retentionDays: 180,
      items: [{ id: expect.any(Number), criteria: expect.objectContaining({ text: 'newer', sort: 'updated', synonyms: false }), total: 7, createdAt: expect.any(String) }],
    });
    const second = (await call('GET', '/api/user/history?kind=search&limit=1&offset=1', cookie)).json();
    expect(second.items[0].criteria).toMatchObject({ text: 'older', filters: { city: ['Berlin'], remote: true }, sort: 'updated' });
    const views = (await call('GET', '/api/user/history?kind=view', cookie)).json();
    expect(views).toMatchObject({ kind: 'view', total: 1, items: [{ resume: { type: 'internal', id: resumeId, name: 'Anna Petrova', title: 'Go developer' } }] });
  });

  it.each([
    ['kind=favourites', 'kind'],
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['limit=ten', 'limit'],
    ['offset=-1', 'offset'],
  ])('refuses ?%s with a 400 naming %s', async (query, path) => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const response = await call('GET', `/api/user/history?${query}`, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([expect.objectContaining({ path })]);
  });

  it('deletes one entry or a whole history, only the user’s own', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const other = await signUp(app, { kind: 'recruiter' });
    await searched(owner.session.user.id, 'mine');
    await viewed(owner.session.user.id);
    const entry = (await call('GET', '/api/user/history', owner.cookie)).json().items[0];
    expect((await call('GET', '/api/user/history', other.cookie)).json()).toMatchObject({ total: 0, items: [] });
    expect((await call('DELETE', `/api/user/history?kind=search&id=${entry.id}`, other.cookie)).statusCode).toBe(404);
    const noKind = await call('DELETE', `/api/user/history?id=${entry.id}`, owner.cookie);
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().error.fields).toEqual([expect.objectContaining({ path: 'kind' })]);
    expect((await call('DELETE', `/api/user/history?kind=search&id=${entry.id}`, owner.cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/user/history', owner.cookie)).json().total).toBe(0);
    expect((await call('DELETE', '/api/user/history', owner.cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/user/history?kind=view', owner.cookie)).json().total).toBe(0);
    expect((await call('GET', '/api/user/history')).statusCode).toBe(401);
  });

  it('purges entries past the retention daily (history.purge at 03:15 UTC), keeping the recent ones', async () => {
    const { cookie, session } = await signUp(app, { kind: 'recruiter' });
    const userId = session.user.id;
    await searched(userId, 'expired', 180.01);
    await searched(userId, 'kept', 179.9);
    await viewed(userId, 200);
    await viewed(userId, 1);
    expect(jobs.get(HISTORY_PURGE_JOB)?.schedule).toMatchObject({ cron: '15 3 * * *' });
    await enqueueJob(getDb(), { kind: HISTORY_PURGE_JOB });
    await new JobRunner(getDb(), jobs).runUntilIdle();
    const searches = (await call('GET', '/api/user/history?kind=search', cookie)).json();
    expect(searches.items.map((item: { criteria: { text: string } }) => item.criteria.text)).toEqual(['kept']);
    expect((await call('GET', '/api/user/history?kind=view', cookie)).json().total).toBe(1);
  });

  it('purges by the configured retention, in batches', async () => {
    const { session } = await signUp(app, { kind: 'recruiter' });
    for (let index = 0; index < 3; index += 1) await searched(session.user.id, `old ${index}`, 31);
    await searched(session.user.id, 'recent', 29);
    const before = await getDb().query<{ count: number }>('SELECT count(*)::int AS count FROM search_history WHERE user_id = $1', [session.user.id]);
    expect(before.rows[0]?.count).toBe(4);
    const deleted = await purgeHistory(getDb(), 30);
    expect(deleted.searches).toBeGreaterThanOrEqual(3);
    const after = await getDb().query<{ text: string }>(`SELECT criteria->>'text' AS text FROM search_history WHERE user_id = $1`, [session.user.id]);
    expect(after.rows).toEqual([{ text: 'recent' }]);
  });
});
