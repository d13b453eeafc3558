import type { FastifyInstance } from 'fastify';
import { createUserModule } from '..';
import { describeEachDatabase } from '../../../db/testing';
import { signUp } from '../../../testing/app';
import { createCaller } from '../../../testing/call';
import { createAreaTestApp } from '../testing/area-app';
import { createFakeResumeSource, type FakeResumeSource } from '../testing/fake-resume-source';

describeEachDatabase('user scouting', (getDb) => {
  let app: FastifyInstance;
  let resumes: FakeResumeSource;
  const call = createCaller(() => app);
  beforeAll(async () => {
    resumes = createFakeResumeSource([
      { type: 'internal', id: 1, name: 'Anna', title: 'Go developer', city: 'Moscow', email: null },
      { type: 'internal', id: 2, name: 'Boris', title: 'Go developer', city: null, email: null },
      { type: 'internal', id: 3, name: 'Carl', title: 'Designer', city: null, email: null },
    ]);
    app = await createAreaTestApp(getDb(), [createUserModule({ resumes: () => resumes })]);
  });
  afterAll(async () => {
    await app.close();
  });

  async function scout(cookie: string, extra: object = {}, text = 'go') {
    const response = await call('POST', '/api/user/scouts', cookie, { name: 'Go people', criteria: { text, filters: { remote: true } }, ...extra });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  async function scheduleRow(id: number) {
    const { rows } = await getDb().query<{ cron: string; time_zone: string; next_run_at: Date }>(
      'SELECT cron, time_zone, next_run_at FROM job_schedules WHERE name = $1',
      [`scout.run:${id}`],
    );
    return rows[0];
  }

  it('saves, reads, edits, lists and deletes scouts, manual by default', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const created = await scout(cookie);
    expect(created).toMatchObject({
      name: 'Go people',
      criteria: { text: 'go', filters: { remote: true } },
      active: true,
      schedule: 'manual',
      hour: null,
      timeZone: 'UTC',
      digest: false,
      lastRunAt: null,
      nextRunAt: null,
      lastError: null,
      matches: 0,
    });
    expect(await scheduleRow(created.id)).toBeUndefined();
    expect((await call('GET', `/api/user/scouts/${created.id}`, cookie)).json()).toEqual(created);
    const patched = await call('PATCH', `/api/user/scouts/${created.id}`, cookie, { active: false, name: 'Gophers' });
    expect(patched.json()).toMatchObject({ name: 'Gophers', active: false, criteria: { text: 'go' } });
    expect((await call('GET', '/api/user/scouts', cookie)).json().items).toEqual([expect.objectContaining({ id: created.id, name: 'Gophers' })]);
    expect((await call('DELETE', `/api/user/scouts/${created.id}`, cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/user/scouts', cookie)).json().items).toEqual([]);
  });

  it('schedules a daily scout at an hour of its time zone; the switch pauses it; deleting removes the schedule', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const created = await scout(cookie, { schedule: 'daily', hour: 9, timeZone: 'Europe/Berlin', digest: true });
    expect(created).toMatchObject({ schedule: 'daily', hour: 9, timeZone: 'Europe/Berlin', digest: true, nextRunAt: expect.any(String) });
    // 09:00 on Berlin's clock, whatever its offset that day.
    const next = new Date(created.nextRunAt);
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }).format(next)).toBe('09:00');
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(25 * 3_600_000);
    expect(await scheduleRow(created.id)).toMatchObject({ cron: '0 9 * * *', time_zone: 'Europe/Berlin' });

    const paused = (await call('PATCH', `/api/user/scouts/${created.id}`, cookie, { active: false })).json();
    expect(paused).toMatchObject({ active: false, nextRunAt: null });
    expect(await scheduleRow(created.id)).toBeUndefined();

    const hourly = (await call('PATCH', `/api/user/scouts/${created.id}`, cookie, { active: true, schedule: 'hourly' })).json();
    expect(hourly).toMatchObject({ active: true, schedule: 'hourly', hour: 9, nextRunAt: expect.any(String) });
    expect(await scheduleRow(created.id)).toMatchObject({ cron: `${created.id % 60} * * * *` });
    expect(new Date(hourly.nextRunAt).getTime() - Date.now()).toBeLessThanOrEqual(3_600_000);

    // Renaming keeps the slot: it neither moves nor repeats a run.
    const before = await scheduleRow(created.id);
    await call('PATCH', `/api/user/scouts/${created.id}`, cookie, { name: 'Renamed' });
    expect((await scheduleRow(created.id))?.next_run_at).toEqual(before?.next_run_at);

    await call('PATCH', `/api/user/scouts/${created.id}`, cookie, { schedule: 'manual' });
    expect(await scheduleRow(created.id)).toBeUndefined();
    await call('PATCH', `/api/user/scouts/${created.id}`, cookie, { schedule: 'daily' });
    expect(await scheduleRow(created.id)).toMatchObject({ cron: '0 9 * * *' });
    expect((await call('DELETE', `/api/user/scouts/${created.id}`, cookie)).statusCode).toBe(204);
    expect(await scheduleRow(created.id)).toBeUndefined();
  });

  it.each([
    [{ schedule: 'daily', hour: 24 }, 'hour', 'too_big'],
    [{ schedule: 'daily', hour: -1 }, 'hour', 'too_small'],
    [{ schedule: 'daily', hour: 7.5 }, 'hour', 'invalid_type'],
    [{ schedule: 'daily', hour: '9' }, 'hour', 'invalid_type'],
    [{ schedule: 'daily' }, 'hour', 'hour_required'],
    [{ schedule: 'daily', hour: null }, 'hour', 'hour_required'],
    [{ schedule: 'weekly' }, 'schedule', 'invalid_value'],
    [{ schedule: 'hourly', timeZone: 'Mars/Olympus_Mons' }, 'timeZone', 'unknown_time_zone'],
    [{ schedule: 'hourly', timeZone: '+03:00' }, 'timeZone', 'unknown_time_zone'],
    [{ schedule: 'hourly', timeZone: 'MSK' }, 'timeZone', 'unknown_time_zone'],
    [{ digest: 'yes' }, 'digest', 'invalid_type'],
  ])('refuses %j with a 400 naming %s', async (body, path, code) => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const response = await call('POST', '/api/user/scouts', cookie, { name: 'x', criteria: { text: 'go' }, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([expect.objectContaining({ path, code })]);
  });

  it('checks the merged scout on PATCH: daily needs an hour, given now or kept', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const created = await scout(cookie);
    const missing = await call('PATCH', `/api/user/scouts/${created.id}`, cookie, { schedule: 'daily' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual([expect.objectContaining({ path: 'hour', code: 'hour_required' })]);
    const outOfRange = await call('PATCH', `/api/user/scouts/${created.id}`, cookie, { schedule: 'daily', hour: 99 });
    expect(outOfRange.json().error.fields).toEqual([expect.objectContaining({ path: 'hour', code: 'too_big' })]);
    expect((await call('PATCH', `/api/user/scouts/${created.id}`, cookie, { schedule: 'daily', hour: 0 })).json()).toMatchObject({ hour: 0 });
    expect((await call('PATCH', `/api/user/scouts/${created.id}`, cookie, {})).statusCode).toBe(400);
    expect((await call('PATCH', `/api/user/scouts/${created.id}`, cookie, { timeZone: 'Asia/Tokyo' })).json()).toMatchObject({ timeZone: 'Asia/Tokyo' });
  });

  it('keeps the whole match set of a run, the CVs added or changed since the previous run first and marked, page by page', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const created = await scout(cookie);
    const first = await call('POST', `/api/user/scouts/${created.id}/run`, cookie);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ scoutId: created.id, scoutName: 'Go people', trigger: 'manual', total: 2, newCount: 2, newCountIsEstimate: false, page: 1 });
    expect(first.json().items).toEqual([
      { type: 'internal', id: 2, name: 'Boris', title: 'Go developer', city: null, isNew: true },
      { type: 'internal', id: 1, name: 'Anna', title: 'Go developer', city: 'Moscow', isNew: true },
    ]);

    const second = (await call('POST', `/api/user/scouts/${created.id}/run`, cookie)).json();
    expect(second).toMatchObject({ total: 2, newCount: 0 });
    expect(second.items.map((item: { isNew: boolean }) => item.isNew)).toEqual([false, false]);

    // Added since (a higher id, even with an old update time, as an import keeps its document's).
    resumes.resumes.push({ type: 'imported', id: 4, name: 'Dina', title: 'Senior Go developer', city: null, email: null });
    const third = (await call('POST', `/api/user/scouts/${created.id}/run`, cookie)).json();
    expect(third).toMatchObject({ total: 3, newCount: 1 });
    expect(third.items.map((item: { id: number; isNew: boolean }) => [item.id, item.isNew])).toEqual([
      [4, true],
      [2, false],
      [1, false],
    ]);

    const page2 = (await call('GET', `/api/user/scouts/results/${third.id}?page=2&perPage=2`, cookie)).json();
    expect(page2).toMatchObject({ page: 2, perPage: 2, total: 3, items: [{ id: 1, isNew: false }] });
    expect((await call('GET', `/api/user/scouts/results/${third.id}?perPage=500`, cookie)).json().error.fields).toEqual([
      expect.objectContaining({ path: 'perPage', code: 'too_big' }),
    ]);
    expect((await call('GET', `/api/user/scouts/results/${third.id}?page=0`, cookie)).statusCode).toBe(400);

    // Changed since: new in the next run (first, though its id is the lowest), and gone from the
    // earlier runs' snapshots, which hold the CVs as they were unchanged at their time.
    const anna = resumes.resumes.find((cv) => cv.id === 1);
    if (anna === undefined) throw new Error('Anna is missing');
    anna.updatedAt = new Date();
    const fourth = (await call('POST', `/api/user/scouts/${created.id}/run`, cookie)).json();
    expect(fourth.items.map((item: { id: number; isNew: boolean }) => [item.id, item.isNew])).toEqual([
      [1, true],
      [4, false],
      [2, false],
    ]);
    expect((await call('GET', `/api/user/scouts/results/${third.id}`, cookie)).json().items.map((item: { id: number }) => item.id)).toEqual([4, 2]);

    // A CV added after a run is not in it; a CV deleted since is no longer listed (the total stays as counted).
    resumes.resumes = resumes.resumes.filter((cv) => cv.id !== 2);
    const after = (await call('GET', `/api/user/scouts/results/${first.json().id}`, cookie)).json();
    expect(after).toMatchObject({ total: 2, items: [] });
    resumes.resumes.push({ type: 'internal', id: 2, name: 'Boris', title: 'Go developer', city: null, email: null });
    expect((await call('GET', `/api/user/scouts/results/${first.json().id}`, cookie)).json().items.map((item: { id: number }) => item.id)).toEqual([2]);

    const results = (await call('GET', '/api/user/scouts/results', cookie)).json().items;
    expect(results.map((run: { id: number }) => run.id)).toEqual([fourth.id, third.id, second.id, first.json().id]);
    const onlyNew = (await call('GET', '/api/user/scouts/results?onlyNew=true', cookie)).json().items;
    expect(onlyNew.map((run: { id: number }) => run.id)).toEqual([fourth.id, third.id, first.json().id]);
    expect((await call('GET', '/api/user/scouts/results?onlyNew=maybe', cookie)).json().error.fields[0].path).toBe('onlyNew');
    expect((await call('GET', `/api/user/scouts/${created.id}`, cookie)).json()).toMatchObject({ matches: 3, lastRunAt: expect.any(String) });
  });

  it('counts every match as new after the criteria changed, and keeps each run on the criteria it ran', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const created = await scout(cookie);
    const goRun = (await call('POST', `/api/user/scouts/${created.id}/run`, cookie)).json();
    await call('POST', `/api/user/scouts/${created.id}/run`, cookie);
    await call('PATCH', `/api/user/scouts/${created.id}`, cookie, { criteria: { text: 'designer' } });
    const designers = (await call('POST', `/api/user/scouts/${created.id}/run`, cookie)).json();
    expect(designers).toMatchObject({ total: 1, newCount: 1, items: [{ id: 3, isNew: true }] });
    const earlier = (await call('GET', `/api/user/scouts/results/${goRun.id}`, cookie)).json();
    expect(earlier.items.map((item: { title: string }) => item.title)).toEqual(expect.arrayContaining(['Go developer']));
    expect(earlier.items.map((item: { id: number }) => item.id)).not.toContain(3);
  });

  it('refuses criteria the search refuses when saving, under `criteria`', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const invalid = await call('POST', '/api/user/scouts', cookie, { name: 'Bad', criteria: { text: 'invalid' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual([{ path: 'criteria.text', message: expect.any(String) }]);
    const bad = await call('POST', '/api/user/scouts', cookie, { name: '', criteria: 'java' });
    expect(bad.json().error.fields.map((field: { path: string }) => field.path)).toEqual(expect.arrayContaining(['name', 'criteria']));
    const created = await scout(cookie);
    const patch = await call('PATCH', `/api/user/scouts/${created.id}`, cookie, { criteria: { text: 'invalid' } });
    expect(patch.json().error.fields).toEqual([{ path: 'criteria.text', message: expect.any(String) }]);
  });

  it('keeps scouts and results private: another user gets 404 and no data', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const created = await scout(owner.cookie, { schedule: 'hourly' });
    const run = (await call('POST', `/api/user/scouts/${created.id}/run`, owner.cookie)).json();
    const other = await signUp(app, { kind: 'recruiter' });
    expect((await call('GET', `/api/user/scouts/${created.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/user/scouts/${created.id}`, other.cookie, { name: 'x' })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/user/scouts/${created.id}`, other.cookie, { active: false })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/user/scouts/${created.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/user/scouts/${created.id}/run`, other.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/user/scouts/results/${run.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/user/scouts/results?scoutId=${created.id}`, other.cookie)).json().items).toEqual([]);
    expect((await call('GET', '/api/user/scouts', other.cookie)).json().items).toEqual([]);
    expect((await call('GET', `/api/user/scouts/${created.id}`, owner.cookie)).json()).toMatchObject({ active: true, schedule: 'hourly' });
    expect(await scheduleRow(created.id)).toBeDefined();
    expect((await call('GET', '/api/user/scouts/results/abc', owner.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/user/scouts')).statusCode).toBe(401);
  });
});
