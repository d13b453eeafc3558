import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../../db/testing';
import { UTF8_BOM } from '../../../http/csv';
import { createTestApp } from '../../../testing/app';
import { candidateWithCv, createPipelineCaller, teamWithVacancy } from '../testing/pipeline';

/** Each test signs up several accounts and writes CVs: seconds on a busy two-core machine. */
const ACCOUNTS_TIMEOUT_MS = 30_000;

describeEachDatabase('team analytics: the pipeline', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
  });
  const call = createPipelineCaller(() => app);
  const today = new Date().toISOString().slice(0, 10);
  // Backdated applications may fall on yesterday (UTC): the period covers both days.
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

  /** Applies and pretends the application came `hoursAgo` hours ago. */
  async function applyHoursAgo(vacancyId: number, hoursAgo: number): Promise<number> {
    const candidate = await candidateWithCv(app);
    const id: number = (await call('POST', `/api/team/vacancies/${vacancyId}/applications`, candidate.cookie, {})).json().id;
    await getDb().query(`UPDATE applications SET created_at = now() - make_interval(hours => $2) WHERE id = $1`, [id, hoursAgo]);
    return id;
  }

  it('counts applications by stage, the median time to first response, reveals and favourites, per vacancy', async () => {
    const team = await teamWithVacancy(call, app);
    const other = (await call('POST', '/api/team/vacancies', team.cookie, { title: 'Разработчик', status: 'open' })).json();
    const fast = await applyHoursAgo(team.vacancyId, 10);
    const slow = await applyHoursAgo(team.vacancyId, 20);
    await applyHoursAgo(team.vacancyId, 1);
    await applyHoursAgo(other.id, 1);
    await call('POST', `/api/team/applications/${fast}/stage`, team.cookie, { stage: 'screening' });
    await call('POST', `/api/team/applications/${slow}/stage`, team.cookie, { stage: 'rejected', reason: 'No' });
    await getDb().query(
      `WITH list AS (INSERT INTO favourite_lists (user_id, name) VALUES ($1, 'Go') RETURNING id)
       INSERT INTO favourites (user_id, list_id, resume_type, resume_id) SELECT $1, id, 'internal', 1 FROM list`,
      [team.userId],
    );
    await getDb().query(`INSERT INTO contact_reveals (team_id, resume_id) SELECT m.team_id, r.id FROM team_members m, resumes r WHERE m.user_id = $1 LIMIT 1`, [team.userId]);

    const all = (await call('GET', `/api/team/analytics?from=${yesterday}&to=${today}`, team.cookie)).json();
    expect(all.totals).toMatchObject({ applications: 4, responded: 2 });
    expect(all.totals.medianFirstResponseHours).toBeCloseTo(15, 0);
    expect(all.stages).toEqual([
      { stage: 'new', count: 2 },
      { stage: 'screening', count: 1 },
      { stage: 'interview', count: 0 },
      { stage: 'offer', count: 0 },
      { stage: 'hired', count: 0 },
      { stage: 'rejected', count: 1 },
    ]);
    // Backdated applications still count on the day they were sent (UTC), which may be yesterday.
    expect(all.daily.map((row: { date: string }) => row.date)).toEqual([yesterday, today]);
    expect(all.daily[1]).toMatchObject({ date: today, reveals: 1, favourites: 1 });
    expect(all.daily[0].applications + all.daily[1].applications).toBe(4);
    expect(all.totals).toMatchObject({ reveals: 1, favourites: 1 });

    const one = (await call('GET', `/api/team/analytics?from=${yesterday}&to=${today}&vacancyId=${other.id}`, team.cookie)).json();
    expect(one).toMatchObject({ vacancyId: other.id, totals: { applications: 1, responded: 0, medianFirstResponseHours: null } });
    expect(one.funnel.map((row: { vacancyId: number }) => row.vacancyId)).toEqual([other.id]);

    const csv = await call('GET', `/api/team/analytics?from=${yesterday}&to=${today}&format=csv&report=stages`, team.cookie);
    expect(csv.body).toBe(`${UTF8_BOM}stage,applications\r\nnew,2\r\nscreening,1\r\ninterview,0\r\noffer,0\r\nhired,0\r\nrejected,1\r\n`);
    const funnel = await call('GET', `/api/team/analytics?from=${yesterday}&to=${today}&format=csv&report=funnel&vacancyId=${other.id}`, team.cookie);
    expect(funnel.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(funnel.body).toContain('Разработчик');
    expect(funnel.headers['content-disposition']).toBe(`attachment; filename="team-funnel-vacancy-${other.id}-${yesterday}-${today}.csv"`);
  }, ACCOUNTS_TIMEOUT_MS);

  it('lists every day of the period, and refuses another team\'s vacancy without telling anything of it', async () => {
    const team = await teamWithVacancy(call, app);
    const stranger = await teamWithVacancy(call, app, { status: 'draft' });
    const report = (await call('GET', '/api/team/analytics?from=2024-02-27&to=2024-03-02', team.cookie)).json();
    expect(report.daily.map((row: { date: string }) => row.date)).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02']);
    const foreign = await call('GET', `/api/team/analytics?vacancyId=${stranger.vacancyId}`, team.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(Object.keys(foreign.json())).toEqual(['error']);
    expect((await call('GET', '/api/team/analytics?vacancyId=x', team.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/team/analytics?report=pie', team.cookie)).statusCode).toBe(400);
  }, ACCOUNTS_TIMEOUT_MS);
});
