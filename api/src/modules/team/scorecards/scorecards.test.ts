import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../../db/testing';
import { JobRegistry, JobRunner } from '../../../jobs';
import { createTestApp, signUp } from '../../../testing/app';
import { type SmtpTestServer, startSmtpTestServer } from '../../mail/testing/smtp-test-server';
import { insertInterview } from '../testing/interview-row';
import { candidateWithCv, createPipelineCaller, teamWithVacancy } from '../testing/pipeline';
import { expectScorecards, withdrawScorecards } from './expected';

/** Each test signs up several accounts: seconds on a busy two-core machine. */
const ACCOUNTS_TIMEOUT_MS = 90_000;
const HOUR_MS = 3_600_000;
const DEFAULT_KEYS = ['role-skills', 'problem-solving', 'communication', 'teamwork', 'motivation'];

describeEachDatabase('scorecards', (getDb) => {
  let smtp: SmtpTestServer;
  let app: FastifyInstance;
  let runner: JobRunner;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    const jobs = new JobRegistry();
    app = await createTestApp(
      getDb(),
      { publicUrl: 'https://jobs.example.test', mail: { smtpUrl: smtp.url, from: 'Platform <no-reply@example.test>', leaseMs: 60_000, ratePerSecond: 300, replyDomain: 'reply.example.test' } },
      jobs,
    );
    runner = new JobRunner(getDb(), jobs);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
  const call = createPipelineCaller(() => app);

  /** A team (its owner, an admin, two members who interview) with an application to its vacancy. */
  async function hiring() {
    const team = await teamWithVacancy(call, app, { title: 'Go developer', status: 'open' });
    const join = async (role: 'admin' | 'member', name: string, locale: 'en' | 'ru' = 'en') => {
      const person = await signUp(app, { kind: 'recruiter', name, locale });
      const invite = await call('POST', '/api/team/invitations', team.cookie, { email: person.session.user.email, role });
      expect((await call('POST', `/api/team/invitations/${invite.json().token}/accept`, person.cookie)).statusCode).toBe(200);
      return { cookie: person.cookie, id: person.session.user.id, email: person.session.user.email };
    };
    const admin = await join('admin', 'Ada Admin');
    const anna = await join('member', 'Anna Interviewer');
    const boris = await join('member', 'Борис Интервьюер', 'ru');
    const candidate = await candidateWithCv(app, 'Petr Candidate');
    const applicationId: number = (await call('POST', `/api/team/vacancies/${team.vacancyId}/applications`, candidate.cookie, {})).json().id;
    return { team, admin, anna, boris, applicationId };
  }
  const scorecard = (recommendation: string, notes: string, keys = DEFAULT_KEYS) => ({ ratings: keys.map((key) => ({ key, rating: 'yes' })), recommendation, notes });

  it(
    'keeps a vacancy\'s competencies: the default set until the team edits it, each once, at least one',
    async () => {
      const { team, anna } = await hiring();
      const url = `/api/team/vacancies/${team.vacancyId}/scorecard`;
      const initial = await call('GET', url, anna.cookie);
      expect(initial.json()).toEqual({ vacancyId: team.vacancyId, edited: false, competencies: DEFAULT_KEYS.map((key) => ({ key, name: null })) });

      // Any member edits: a preset kept, one of the team's own added.
      const edited = await call('PUT', url, anna.cookie, { competencies: [{ key: 'communication', name: '' }, { key: '', name: '  Go concurrency ' }] });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toEqual({
        vacancyId: team.vacancyId,
        edited: true,
        competencies: [{ key: 'communication', name: null }, { key: 'custom:Go concurrency', name: 'Go concurrency' }],
      });
      expect((await call('GET', url, team.cookie)).json()).toEqual(edited.json());

      const refused = async (body: object, path: string) => {
        const response = await call('PUT', url, anna.cookie, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.fields).toEqual([expect.objectContaining({ path })]);
      };
      await refused({ competencies: [{ key: '', name: 'SQL' }, { key: '', name: 'sql' }] }, 'competencies.1.name');
      await refused({ competencies: [{ key: 'communication', name: 'Talking' }] }, 'competencies.0.name');
      await refused({ competencies: [{ key: '', name: '  ' }] }, 'competencies.0.name');
      await refused({ competencies: [] }, 'competencies');
      await refused({ competencies: [{ key: 'charisma', name: '' }] }, 'competencies.0.key');
      expect((await call('GET', url, team.cookie)).json()).toEqual(edited.json());
    },
    ACCOUNTS_TIMEOUT_MS,
  );

  it(
    'holds the independence rule: an interviewer reads the others\' scorecards only after submitting their own; owners and admins read all',
    async () => {
      const { team, admin, anna, boris, applicationId } = await hiring();
      const summaryOf = async (cookie: string) => {
        const response = await call('GET', `/api/team/applications/${applicationId}/scorecards`, cookie);
        expect(response.statusCode).toBe(200);
        return response.json();
      };
      const mine = `/api/team/applications/${applicationId}/scorecard`;

      expect((await call('GET', mine, anna.cookie)).json()).toEqual(
        expect.objectContaining({ applicationId, interviewId: null, ratings: [], recommendation: null, submittedAt: null, competencies: DEFAULT_KEYS.map((key) => ({ key, name: null })) }),
      );
      // Every competency rated, each once, only the vacancy's.
      const missing = await call('PUT', mine, anna.cookie, scorecard('yes', 'x', DEFAULT_KEYS.slice(0, 4)));
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.fields).toEqual([{ path: 'ratings.4.rating', message: 'Choose a rating.', code: 'rating_missing' }]);
      const unknown = await call('PUT', mine, anna.cookie, scorecard('yes', 'x', [...DEFAULT_KEYS, 'charisma']));
      expect(unknown.json().error.fields).toEqual([expect.objectContaining({ path: 'ratings.5.key' })]);
      const noRecommendation = await call('PUT', mine, anna.cookie, { ...scorecard('yes', 'x'), recommendation: 'maybe' });
      expect(noRecommendation.json().error.fields).toEqual([expect.objectContaining({ path: 'recommendation' })]);

      const submitted = await call('PUT', mine, anna.cookie, scorecard('strong_yes', 'Anna: clear thinker'));
      expect(submitted.statusCode).toBe(200);
      expect(submitted.json()).toEqual(expect.objectContaining({ recommendation: 'strong_yes', notes: 'Anna: clear thinker', submittedAt: expect.any(String) }));

      // Boris has not submitted: he sees that Anna did, not what she wrote.
      const beforeBoris = await summaryOf(boris.cookie);
      expect(beforeBoris.seesAll).toBe(false);
      expect(beforeBoris.items).toEqual([
        expect.objectContaining({ interviewer: { id: anna.id, name: 'Anna Interviewer' }, state: 'submitted', hidden: true, recommendation: null, ratings: null, notes: null }),
      ]);
      expect(JSON.stringify(beforeBoris)).not.toContain('clear thinker');

      // Anna sees her own; the owner and the admin see hers without writing any.
      for (const cookie of [anna.cookie, team.cookie, admin.cookie]) {
        expect((await summaryOf(cookie)).items).toEqual([expect.objectContaining({ hidden: false, recommendation: 'strong_yes', notes: 'Anna: clear thinker' })]);
      }

      expect((await call('PUT', mine, boris.cookie, scorecard('no', 'Boris: shaky on SQL'))).statusCode).toBe(200);
      const afterBoris = await summaryOf(boris.cookie);
      expect(afterBoris.seesAll).toBe(true);
      expect(afterBoris.items.map((item: { recommendation: string; mine: boolean }) => [item.recommendation, item.mine])).toEqual([
        ['strong_yes', false],
        ['no', true],
      ]);
      // Submitting again replaces the scorecard: still one per interviewer.
      expect((await call('PUT', mine, boris.cookie, scorecard('yes', 'Boris: on reflection, fine'))).json().recommendation).toBe('yes');
      expect((await summaryOf(anna.cookie)).items.map((item: { notes: string }) => item.notes)).toEqual(['Anna: clear thinker', 'Boris: on reflection, fine']);

      // Another team's owner and the candidate learn nothing.
      const stranger = await signUp(app, { kind: 'recruiter' });
      expect((await call('GET', `/api/team/applications/${applicationId}/scorecards`, stranger.cookie)).statusCode).toBe(404);
      expect((await call('PUT', mine, stranger.cookie, scorecard('yes', 'x'))).statusCode).toBe(404);
    },
    ACCOUNTS_TIMEOUT_MS,
  );

  it(
    'expects a scorecard from each interviewer of an interview, shows who is overdue, and reminds each late one once by e-mail',
    async () => {
      const { team, anna, boris, applicationId } = await hiring();
      const db = getDb();
      const interviewId = await insertInterview(db, applicationId, new Date(Date.now() - 26 * HOUR_MS));
      const laterInterviewId = await insertInterview(db, applicationId, new Date(Date.now() - HOUR_MS));
      // What the interviews module does when it schedules: yesterday's interview with Anna and Boris, and one today with Anna.
      await db.transaction((tx) => expectScorecards(tx, { applicationId, interviewId, interviewerIds: [anna.id, boris.id], endsAt: new Date(Date.now() - 25 * HOUR_MS) }));
      await db.transaction((tx) => expectScorecards(tx, { applicationId, interviewId: laterInterviewId, interviewerIds: [anna.id], endsAt: new Date() }));
      // Scheduled again unchanged (a retried request): nothing new.
      await db.transaction((tx) => expectScorecards(tx, { applicationId, interviewId, interviewerIds: [anna.id, boris.id], endsAt: new Date(Date.now() - 25 * HOUR_MS) }));

      const states = async () =>
        (await call('GET', `/api/team/applications/${applicationId}/scorecards`, team.cookie))
          .json()
          .items.map((item: { interviewer: { name: string }; interviewId: number; state: string }) => `${item.interviewer.name}@${item.interviewId === interviewId ? 'first' : 'second'}:${item.state}`)
          .sort();
      expect(await states()).toEqual(['Anna Interviewer@first:overdue', 'Anna Interviewer@second:pending', 'Борис Интервьюер@first:overdue']);

      // Each interviewer reaches their own scorecard of the interview; no one else does, the owner included.
      expect((await call('GET', `/api/team/interviews/${interviewId}/scorecard`, boris.cookie)).json()).toEqual(
        expect.objectContaining({ applicationId, interviewId, submittedAt: null, dueAt: expect.any(String) }),
      );
      expect((await call('GET', `/api/team/interviews/${interviewId}/scorecard`, team.cookie)).statusCode).toBe(404);
      expect((await call('PUT', `/api/team/interviews/${laterInterviewId}/scorecard`, boris.cookie, scorecard('yes', 'x'))).statusCode).toBe(404);
      expect((await call('PUT', `/api/team/interviews/${interviewId}/scorecard`, anna.cookie, scorecard('yes', 'Anna after the first'))).statusCode).toBe(200);
      expect(await states()).toEqual(['Anna Interviewer@first:submitted', 'Anna Interviewer@second:pending', 'Борис Интервьюер@first:overdue']);

      // The due reminders run: Boris (late) gets one, in his language; Anna (submitted, or not yet due) none.
      await runner.runUntilIdle();
      /** The reminders the SMTP server received for Anna or Boris, with the language they were written in. */
      const reminders = async () => {
        const { rows } = await db.query<{ message_id: string; locale: string }>(
          `SELECT message_id, locale FROM mail_messages WHERE template = 'scorecard-reminder' AND to_email = ANY($1::text[])`,
          [[anna.email, boris.email]],
        );
        return smtp.received.flatMap((message) => {
          const stored = rows.find((row) => row.message_id === message.messageId);
          return stored === undefined ? [] : [{ to: message.to, locale: stored.locale, raw: message.raw }];
        });
      };
      expect((await reminders()).map(({ to, locale }) => ({ to, locale }))).toEqual([{ to: [boris.email], locale: 'ru' }]);
      expect((await reminders())[0]?.raw.replace(/=\r?\n/g, '')).toContain('Petr Candidate');
      // Nothing runs twice, even when the interview is saved again with the same time.
      await db.transaction((tx) => expectScorecards(tx, { applicationId, interviewId, interviewerIds: [anna.id, boris.id], endsAt: new Date(Date.now() - 25 * HOUR_MS) }));
      await runner.runUntilIdle();
      expect(await reminders()).toHaveLength(1);
      // Nor when it is moved to another past time: the reminder job of the new due time finds Boris reminded (one e-mail, ever).
      await db.transaction((tx) => expectScorecards(tx, { applicationId, interviewId, interviewerIds: [anna.id, boris.id], endsAt: new Date(Date.now() - 26 * HOUR_MS) }));
      await runner.runUntilIdle();
      expect(await reminders()).toHaveLength(1);
      const { rows } = await db.query<{ count: unknown }>(
        `SELECT count(*) AS count FROM jobs WHERE kind = 'scorecard.remind' AND (payload->>'scorecardId')::bigint IN (SELECT id FROM scorecards WHERE application_id = $1) AND state = 'queued'`,
        [applicationId],
      );
      expect(Number(rows[0]?.count)).toBe(1);

      // The second interview is moved earlier, and Boris joins it: due now, the reminders follow the new time.
      await db.transaction((tx) =>
        expectScorecards(tx, { applicationId, interviewId: laterInterviewId, interviewerIds: [boris.id], endsAt: new Date(Date.now() - 24 * HOUR_MS - 1000) }),
      );
      expect(await states()).toEqual(['Anna Interviewer@first:submitted', 'Борис Интервьюер@first:overdue', 'Борис Интервьюер@second:overdue']);
      await runner.runUntilIdle();
      expect((await reminders()).map((message) => message.to)).toEqual([[boris.email], [boris.email]]);

      // Cancelled: the scorecards not submitted are no longer expected; the submitted one stays.
      await db.transaction((tx) => withdrawScorecards(tx, laterInterviewId));
      await db.transaction((tx) => withdrawScorecards(tx, interviewId));
      expect(await states()).toEqual(['Anna Interviewer@first:submitted']);
    },
    ACCOUNTS_TIMEOUT_MS,
  );
});
