import type { FastifyInstance } from 'fastify';
import { createTeamModule } from '..';
import { describeEachDatabase } from '../../../db/testing';
import { toCsv, UTF8_BOM } from '../../../http/csv';
import { signUp } from '../../../testing/app';
import { createCaller } from '../../../testing/call';
import { storeTestResume } from '../../cv/testing';
import { createUserModule } from '../../user';
import { createAreaTestApp } from '../../user/testing/area-app';
import { createFakeResumeSource } from '../../user/testing/fake-resume-source';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(toCsv(['a', 'b'], [['x, "y"', 1], ['=cmd()', 'line\nbreak']])).toBe('a,b\r\n"x, ""y""",1\r\n\'=cmd(),"line\nbreak"\r\n');
    expect(toCsv(['a'], [['+1'], ['-2'], ['@SUM(A1)'], ['ok'], [null]])).toBe("a\r\n'+1\r\n'-2\r\n'@SUM(A1)\r\nok\r\n\r\n");
  });
});

describeEachDatabase('team analytics', (getDb) => {
  let app: FastifyInstance;
  const call = createCaller(() => app);
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    const resumes = createFakeResumeSource([{ type: 'imported', id: 1, name: 'Anna', title: 'QA', city: null, email: 'anna@example.test' }]);
    app = await createAreaTestApp(getDb(), [createTeamModule({ resumes: () => resumes }), createUserModule({ resumes: () => resumes })]);
  });
  afterAll(async () => {
    await app.close();
  });

  async function teamWithActivity() {
    const owner = await signUp(app, { kind: 'recruiter', name: 'Olga' });
    const vacancy = (await call('POST', '/api/team/vacancies', owner.cookie, { title: 'QA engineer', status: 'open' })).json();
    await call('GET', `/api/team/vacancies/${vacancy.id}`);
    await call('GET', `/api/team/vacancies/${vacancy.id}`);
    // This app has no CV module to write a platform CV with: the application is written directly.
    await getDb().query(`INSERT INTO applications (vacancy_id, name, email) VALUES ($1, 'Ann', 'ann@example.test')`, [vacancy.id]);
    const cv = await storeTestResume(getDb(), { basics: { name: 'Anna', email: `anna-${vacancy.id}@example.test` } });
    await call('POST', `/api/team/vacancies/${vacancy.id}/mailings`, owner.cookie, {
      subject: 'Hi',
      body: 'Hi',
      recipients: { source: 'selection', cvs: [{ type: 'internal', id: cv }] },
    });
    await getDb().query(`INSERT INTO search_history (user_id, criteria, total) VALUES ($1, '{"text":"qa"}', 3), ($1, '{}', 9)`, [
      owner.session.user.id,
    ]);
    return { owner, vacancy };
  }

  it('reports the funnel per vacancy and the activity per member and day', async () => {
    const { owner, vacancy } = await teamWithActivity();
    const response = await call('GET', `/api/team/analytics?from=${today}&to=${today}`, owner.cookie);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    // The mailing's message is only queued: nothing was sent yet.
    expect(report.funnel).toEqual([{ vacancyId: vacancy.id, title: 'QA engineer', status: 'open', views: 2, applications: 1, mailingsSent: 0 }]);
    // Delivered (this app runs no job runner: the status the mail job records is written here).
    await getDb().query(
      `UPDATE mail_messages SET status = 'sent', sent_at = now()
        WHERE id IN (SELECT r.message_id FROM mailing_recipients r JOIN mailings m ON m.id = r.mailing_id WHERE m.vacancy_id = $1)`,
      [vacancy.id],
    );
    const delivered = (await call('GET', `/api/team/analytics?from=${today}&to=${today}`, owner.cookie)).json();
    expect(delivered.funnel[0]).toMatchObject({ mailingsSent: 1 });
    // The mailing paid for the CV's contacts: that is not a contact reveal.
    expect(delivered.totals.reveals).toBe(0);
    expect(report.members).toEqual([{ id: owner.session.user.id, name: 'Olga' }]);
    expect(report.activity).toEqual([
      { date: today, memberId: owner.session.user.id, searches: 2, cvViews: 0, mailings: 1, vacancies: 1 },
    ]);
  });

  it('counts nothing outside the period', async () => {
    const { owner } = await teamWithActivity();
    const report = (await call('GET', '/api/team/analytics?from=2020-01-01&to=2020-01-31', owner.cookie)).json();
    expect(report.funnel[0]).toMatchObject({ views: 0, applications: 0, mailingsSent: 0 });
    expect(report.activity).toEqual([]);
  });

  it('exports both reports as CSV downloads', async () => {
    const { owner, vacancy } = await teamWithActivity();
    const funnel = await call('GET', `/api/team/analytics?from=${today}&to=${today}&format=csv`, owner.cookie);
    expect(funnel.statusCode).toBe(200);
    expect(funnel.headers['content-type']).toMatch(/^text\/csv/);
    expect(funnel.headers['content-disposition']).toBe(`attachment; filename="team-funnel-${today}-${today}.csv"`);
    expect(funnel.body).toBe(`${UTF8_BOM}vacancy_id,title,status,views,applications,mailings_sent\r\n${vacancy.id},QA engineer,open,2,1,0\r\n`);
    const activity = await call('GET', `/api/team/analytics?from=${today}&to=${today}&format=csv&report=activity`, owner.cookie);
    expect(activity.body).toBe(`${UTF8_BOM}date,member_id,member,searches,cv_views,mailings,vacancies\r\n${today},${owner.session.user.id},Olga,2,0,1,1\r\n`);
  });

  it("shows a team only its own numbers and rejects a bad period", async () => {
    await teamWithActivity();
    const other = await signUp(app, { kind: 'recruiter' });
    const report = (await call('GET', '/api/team/analytics', other.cookie)).json();
    expect(report.funnel).toEqual([]);
    expect(report.activity).toEqual([]);
    expect((await call('GET', '/api/team/analytics')).statusCode).toBe(401);
    const reversed = await call('GET', '/api/team/analytics?from=2024-02-01&to=2024-01-01', other.cookie);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toEqual([{ path: 'to', message: expect.any(String) }]);
    const garbage = await call('GET', '/api/team/analytics?from=yesterday&format=xml', other.cookie);
    expect(garbage.json().error.fields.map((field: { path: string }) => field.path)).toEqual(expect.arrayContaining(['from', 'format']));
  });
});
