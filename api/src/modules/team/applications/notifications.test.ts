import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../../db/testing';
import { JobRegistry, JobRunner } from '../../../jobs';
import { createTestApp } from '../../../testing/app';
import { type SmtpTestServer, startSmtpTestServer } from '../../mail/testing/smtp-test-server';
import { candidateWithCv, createPipelineCaller, teamWithVacancy } from '../testing/pipeline';

/** Each test signs up several accounts and writes CVs: seconds on a busy two-core machine. */
const ACCOUNTS_TIMEOUT_MS = 30_000;

describeEachDatabase('applications: the e-mails they send', (getDb) => {
  let smtp: SmtpTestServer;
  let app: FastifyInstance;
  let runner: JobRunner;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    const jobs = new JobRegistry();
    app = await createTestApp(getDb(), { publicUrl: 'https://jobs.example.test', mail: { smtpUrl: smtp.url, from: 'Platform <no-reply@example.test>', leaseMs: 60_000, ratePerSecond: 300, replyDomain: 'reply.example.test' } }, jobs);
    runner = new JobRunner(getDb(), jobs);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
  const call = createPipelineCaller(() => app);
  const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';
  /** The message with quoted-printable soft line breaks joined, so long links read whole. */
  const unfolded = (raw: string | undefined) => (raw ?? '').replace(/=\r?\n/g, '');
  /** What an address received about applications (not the verification link every new account gets). */
  const receivedBy = (email: string) =>
    smtp.received.filter((message) => message.to.includes(email) && !unfolded(message.raw).includes('/verify-email?token'));

  it('tells the candidate and every team member of a new application, once, even for ten concurrent requests', async () => {
    const team = await teamWithVacancy(call, app, { title: 'Kotlin developer', status: 'open' });
    const teamEmail = (await call('GET', '/api/auth/me', team.cookie)).json().user.email;
    const candidate = await candidateWithCv(app, 'Anna Petrova');
    const url = `/api/team/vacancies/${team.vacancyId}/applications`;
    await Promise.all(Array.from({ length: 10 }, () => call('POST', url, candidate.cookie, {})));
    await runner.runUntilIdle();

    const toCandidate = receivedBy(candidate.email);
    expect(toCandidate.map((message) => subjectOf(message.raw))).toEqual(['Your application to Kotlin developer was sent']);
    expect(unfolded(toCandidate[0]?.raw)).toContain('https://jobs.example.test/user/applications');
    const toTeam = receivedBy(teamEmail);
    expect(toTeam.map((message) => subjectOf(message.raw))).toEqual(['New application to Kotlin developer: Anna Petrova']);
    expect(unfolded(toTeam[0]?.raw)).toContain(`https://jobs.example.test/team/vacancy/${team.vacancyId}/applications`);
  }, ACCOUNTS_TIMEOUT_MS);

  it('tells the candidate of an offer, a hire or a rejection, never of the working stages or the reason, in their language', async () => {
    const team = await teamWithVacancy(call, app, { title: 'Аналитик', status: 'open' });
    const candidate = await candidateWithCv(app, 'Борис');
    expect((await call('PATCH', '/api/user/account', candidate.cookie, { locale: 'ru' })).statusCode).toBe(200);
    const id: number = (await call('POST', `/api/team/vacancies/${team.vacancyId}/applications`, candidate.cookie, {})).json().id;
    for (const stage of ['screening', 'interview', 'offer']) await call('POST', `/api/team/applications/${id}/stage`, team.cookie, { stage });
    await call('POST', `/api/team/applications/${id}/stage`, team.cookie, { stage: 'rejected', reason: 'Secret internal reason' });
    await runner.runUntilIdle();

    const { rows } = await getDb().query<{ template: string; locale: string; subject: string; status: string }>(
      `SELECT template, locale, subject, status FROM mail_messages WHERE to_email = $1 AND template <> 'email_verification' ORDER BY id`,
      [candidate.email],
    );
    expect(rows).toEqual([
      { template: 'application-received', locale: 'ru', subject: 'Ваш отклик на вакансию «Аналитик» отправлен', status: 'sent' },
      { template: 'application-offer', locale: 'ru', subject: 'Предложение по вакансии «Аналитик»', status: 'sent' },
      { template: 'application-rejected', locale: 'ru', subject: 'Ваш отклик на вакансию «Аналитик»', status: 'sent' },
    ]);
    const delivered = receivedBy(candidate.email);
    expect(delivered).toHaveLength(3);
    expect(delivered.map((message) => message.raw).join('\n')).not.toContain('Secret internal reason');
  }, ACCOUNTS_TIMEOUT_MS);
});
