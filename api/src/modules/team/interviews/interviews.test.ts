import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { describeEachDatabase } from '../../../db/testing';
import { JobRegistry, JobRunner } from '../../../jobs';
import { createTestApp, signUp } from '../../../testing/app';
import { rawMail } from '../../mail/messages';
import { type SmtpTestServer, startSmtpTestServer } from '../../mail/testing/smtp-test-server';
import { type InboundListener, startInboundListener } from '../conversation/inbound/listener';
import { candidateWithCv, createPipelineCaller, teamWithVacancy } from '../testing/pipeline';

const ACCOUNTS_TIMEOUT_MS = 90_000;
const REPLY_DOMAIN = 'reply.example.test';

/** Next year's last Sunday of October: the night Central European summer time ends (Moscow keeps UTC+3 all year). */
function autumnChange(): Date {
  const year = new Date().getUTCFullYear() + 1;
  const day = new Date(Date.UTC(year, 9, 31));
  day.setUTCDate(31 - day.getUTCDay());
  return day;
}
/** `YYYY-MM-DDT10:00`, `days` from the change. */
function tenOClock(days: number): string {
  const day = new Date(autumnChange().getTime() + days * 86_400_000);
  return `${day.toISOString().slice(0, 10)}T10:00`;
}
/** The instant of `local` read as UTC, moved by `hours`. */
function utc(local: string, hours: number): string {
  return new Date(Date.parse(`${local}:00Z`) + hours * 3_600_000).toISOString();
}

interface ParsedInvitation {
  method: string;
  uid: string;
  sequence: number;
  start: string;
  attendees: string[];
  organizer: string;
  contentType: string;
}

describeEachDatabase('interviews', (getDb) => {
  let smtp: SmtpTestServer;
  let inbound: InboundListener;
  let app: FastifyInstance;
  let runner: JobRunner;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    const jobs = new JobRegistry();
    app = await createTestApp(
      getDb(),
      { publicUrl: 'https://jobs.example.test', mail: { smtpUrl: smtp.url, from: 'Platform <no-reply@example.test>', leaseMs: 60_000, ratePerSecond: 300, replyDomain: REPLY_DOMAIN } },
      jobs,
    );
    runner = new JobRunner(getDb(), jobs);
    inbound = await startInboundListener({ db: getDb(), host: '127.0.0.1', port: 0, replyDomain: REPLY_DOMAIN, maxBytes: 256 * 1024 });
  });
  afterAll(async () => {
    await inbound.close();
    await app.close();
    await smtp.close();
  });
  const call = createPipelineCaller(() => app);

  async function application() {
    const team = await teamWithVacancy(call, app, { title: 'Go developer', status: 'open' });
    const candidate = await candidateWithCv(app, 'Anna Petrova');
    const id: number = (await call('POST', `/api/team/vacancies/${team.vacancyId}/applications`, candidate.cookie, {})).json().id;
    return { team, candidate, id };
  }

  /** The invitations that left for `email` since `from` (an index into what the server received), parsed back. */
  async function invitationsTo(email: string, from = 0): Promise<ParsedInvitation[]> {
    await runner.runUntilIdle();
    const parsed: ParsedInvitation[] = [];
    for (const message of smtp.received.slice(from).filter((item) => item.to.includes(email))) {
      const mail = await simpleParser(message.raw);
      const part = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
      if (part === undefined) continue;
      const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
      parsed.push({
        method: String(calendar.getFirstPropertyValue('method')),
        uid: event.uid,
        sequence: event.sequence,
        start: event.startDate.toJSDate().toISOString(),
        attendees: event.attendees.map((attendee) => String(attendee.getFirstValue()).replace(/^mailto:/i, 'mailto:')),
        organizer: event.organizer.replace(/^mailto:/i, 'mailto:'),
        contentType: /^Content-Type: text\/calendar[^\r\n]*/m.exec(message.raw.replace(/\r\n\s+/g, ' '))?.[0] ?? '',
      });
    }
    return parsed;
  }

  it(
    'sends an iCalendar invitation that keeps the wall-clock time across a DST change: Berlin moves in UTC, Moscow does not',
    async () => {
      const context = await application();
      const before = tenOClock(-3);
      const after = tenOClock(4);
      const start = smtp.received.length;
      const scheduled = await call('POST', `/api/team/applications/${context.id}/interviews`, context.team.cookie, {
        startsAt: before,
        timeZone: 'Europe/Berlin',
        durationMinutes: 45,
        interviewerIds: [context.team.userId],
        link: 'https://meet.example.test/abc',
        notes: 'Ask about Go generics.',
      });
      expect(scheduled.statusCode).toBe(201);
      const interview = scheduled.json();
      expect(interview).toMatchObject({ startsAt: before, timeZone: 'Europe/Berlin', startsAtUtc: utc(before, -2), sequence: 0, status: 'scheduled' });
      expect(interview.attendees.map((attendee: { role: string; answer: string }) => [attendee.role, attendee.answer])).toEqual([
        ['candidate', 'needs_action'],
        ['interviewer', 'needs_action'],
      ]);

      const [invitation] = await invitationsTo(context.candidate.email, start);
      expect(invitation).toMatchObject({ method: 'REQUEST', sequence: 0, start: utc(before, -2), attendees: [`mailto:${context.candidate.email}`] });
      expect(invitation?.contentType).toContain('method=REQUEST');
      // Calendar programs answer the organizer: the thread's reply address.
      expect(invitation?.organizer).toMatch(new RegExp(`^mailto:reply\\+[A-Za-z0-9_-]+@${REPLY_DOMAIN.replace(/\./g, '\\.')}$`));
      const uid = invitation?.uid ?? '';
      expect(uid).not.toBe('');
      // The interviewer's own copy names the interviewer alone: nobody learns another attendee's address.
      const { rows: owner } = await getDb().query<{ email: string }>('SELECT email FROM users WHERE id = $1', [context.team.userId]);
      const ownerEmail = owner[0]?.email ?? '';
      expect(await invitationsTo(ownerEmail, start)).toEqual([expect.objectContaining({ method: 'REQUEST', uid, attendees: [`mailto:${ownerEmail}`] })]);

      // Moved a week on, over the change: still 10:00 in Berlin, now UTC+1; same UID, higher SEQUENCE.
      const mark = smtp.received.length;
      const moved = await call('PATCH', `/api/team/interviews/${interview.id}`, context.team.cookie, { startsAt: after });
      expect(moved.json()).toMatchObject({ startsAt: after, startsAtUtc: utc(after, -1), sequence: 1 });
      const [update] = await invitationsTo(context.candidate.email, mark);
      expect(update).toMatchObject({ method: 'REQUEST', uid, sequence: 1, start: utc(after, -1) });

      // The same wall-clock time in Moscow is UTC+3 on both sides.
      const moscow = await call('PATCH', `/api/team/interviews/${interview.id}`, context.team.cookie, { timeZone: 'Europe/Moscow', startsAt: before });
      expect(moscow.json()).toMatchObject({ startsAtUtc: utc(before, -3), sequence: 2 });
      const later = await call('PATCH', `/api/team/interviews/${interview.id}`, context.team.cookie, { startsAt: after });
      expect(later.json()).toMatchObject({ startsAtUtc: utc(after, -3), sequence: 3 });

      // Notes alone are the team's: nothing is sent, the SEQUENCE stays.
      await runner.runUntilIdle();
      const quiet = smtp.received.length;
      expect((await call('PATCH', `/api/team/interviews/${interview.id}`, context.team.cookie, { notes: 'Also ask about tests.' })).json()).toMatchObject({ sequence: 3, notes: 'Also ask about tests.' });
      expect(await invitationsTo(context.candidate.email, quiet)).toEqual([]);

      await runner.runUntilIdle();
      const cancelMark = smtp.received.length;
      expect((await call('DELETE', `/api/team/interviews/${interview.id}`, context.team.cookie)).statusCode).toBe(204);
      const [cancellation] = await invitationsTo(context.candidate.email, cancelMark);
      expect(cancellation).toMatchObject({ method: 'CANCEL', uid, sequence: 4 });
      expect(cancellation?.contentType).toContain('method=CANCEL');

      // `npm run outbox -- --raw ID` prints the cancellation exactly as it left, its calendar part included.
      const { rows } = await getDb().query<{ id: number }>(`SELECT id FROM mail_messages WHERE idempotency_key LIKE $1 AND to_email = $2`, [`interview:${interview.id}:cancel:%`, context.candidate.email]);
      const printed = await rawMail(getDb(), Number(rows[0]?.id));
      const sent = smtp.received.slice(cancelMark).find((message) => message.to.includes(context.candidate.email) && message.raw.includes('text/calendar'));
      expect(Buffer.isBuffer(printed) ? printed.toString('utf8') : printed).toBe(sent?.raw);

      const details = (await call('GET', `/api/team/applications/${context.id}`, context.team.cookie)).json();
      expect(details.interviews).toEqual([expect.objectContaining({ id: interview.id, status: 'cancelled' })]);
    },
    ACCOUNTS_TIMEOUT_MS,
  );

  it(
    'refuses bad input naming the field, and warns of an interviewer busy at that time',
    async () => {
      const context = await application();
      const other = await teamWithVacancy(call, app, { title: 'Elsewhere', status: 'open' });
      const valid = { startsAt: tenOClock(10), timeZone: 'Europe/Moscow', durationMinutes: 60, interviewerIds: [context.team.userId] };
      const post = (body: object) => call('POST', `/api/team/applications/${context.id}/interviews`, context.team.cookie, body);
      const fieldOf = async (body: object) => {
        const response = await post(body);
        return [response.statusCode, response.json().error.fields?.[0]?.path];
      };
      expect(await fieldOf({ ...valid, startsAt: '2020-01-10T10:00' })).toEqual([400, 'startsAt']);
      expect(await fieldOf({ ...valid, startsAt: '10.12.2026 10:00' })).toEqual([400, 'startsAt']);
      expect(await fieldOf({ ...valid, timeZone: 'Mars/Olympus_Mons' })).toEqual([400, 'timeZone']);
      expect(await fieldOf({ ...valid, interviewerIds: [other.userId] })).toEqual([400, 'interviewerIds']);
      expect(await fieldOf({ ...valid, durationMinutes: 0 })).toEqual([400, 'durationMinutes']);
      expect(await fieldOf({ ...valid, link: 'javascript:alert(1)' })).toEqual([400, 'link']);
      // 02:30 on the night summer time starts does not exist in Berlin.
      const spring = `${new Date().getUTCFullYear() + 1}-03-${String(31 - new Date(Date.UTC(new Date().getUTCFullYear() + 1, 2, 31)).getUTCDay()).padStart(2, '0')}T02:30`;
      expect(await fieldOf({ ...valid, timeZone: 'Europe/Berlin', startsAt: spring })).toEqual([400, 'startsAt']);

      expect((await post(valid)).statusCode).toBe(201);
      const overlapping = await post({ ...valid, startsAt: valid.startsAt.replace('T10:00', 'T10:30') });
      expect(overlapping.statusCode).toBe(409);
      expect(overlapping.json().error).toMatchObject({ code: 'interview_overlap', fields: [{ path: 'interviewerIds' }] });
      expect((await post({ ...valid, startsAt: valid.startsAt.replace('T10:00', 'T10:30'), confirmOverlap: true })).statusCode).toBe(201);

      // Another team sees no such application or interview.
      expect((await call('POST', `/api/team/applications/${context.id}/interviews`, other.cookie, { ...valid, interviewerIds: [other.userId] })).statusCode).toBe(404);
      const mine = (await call('GET', '/api/team/interviews?mine=true', context.team.cookie)).json();
      expect(mine.items).toHaveLength(2);
      expect((await call('GET', `/api/team/interviews?vacancyId=${context.team.vacancyId}`, other.cookie)).statusCode).toBe(403);
      expect((await call('PATCH', `/api/team/interviews/${mine.items[0].id}`, other.cookie, { notes: 'x' })).statusCode).toBe(404);
    },
    ACCOUNTS_TIMEOUT_MS,
  );

  it(
    'takes the candidate\'s calendar reply (METHOD:REPLY) by SMTP, and the answer links of the e-mail',
    async () => {
      const context = await application();
      const start = smtp.received.length;
      const scheduled = (
        await call('POST', `/api/team/applications/${context.id}/interviews`, context.team.cookie, {
          startsAt: tenOClock(20),
          timeZone: 'Europe/Berlin',
          durationMinutes: 30,
          interviewerIds: [context.team.userId],
          location: 'Office, room 4',
        })
      ).json();
      const [invitation] = await invitationsTo(context.candidate.email, start);
      const organizer = (invitation?.organizer ?? '').replace(/^mailto:/, '');

      // The reply a calendar program sends: METHOD:REPLY, the attendee's PARTSTAT, to the organizer.
      const reply = [
        'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Calendar//EN', 'METHOD:REPLY', 'BEGIN:VEVENT',
        `UID:${invitation?.uid}`, `SEQUENCE:${invitation?.sequence}`, 'DTSTAMP:20260101T000000Z',
        `ATTENDEE;PARTSTAT=ACCEPTED;CN=Anna Petrova:mailto:${context.candidate.email}`,
        `ORGANIZER:mailto:${organizer}`, 'END:VEVENT', 'END:VCALENDAR', '',
      ].join('\r\n');
      const client = nodemailer.createTransport({ host: '127.0.0.1', port: inbound.port, secure: false, ignoreTLS: true });
      await client.sendMail({ from: context.candidate.email, to: organizer, subject: 'Accepted: interview', text: 'Anna Petrova has accepted.', icalEvent: { method: 'REPLY', content: reply } });
      client.close();

      const details = (await call('GET', `/api/team/applications/${context.id}`, context.team.cookie)).json();
      expect(details.interviews[0].attendees).toEqual(
        expect.arrayContaining([expect.objectContaining({ role: 'candidate', answer: 'accepted' }), expect.objectContaining({ role: 'interviewer', answer: 'needs_action' })]),
      );
      // An answer, not a message of the thread.
      expect((await call('GET', `/api/team/applications/${context.id}/messages`, context.team.cookie)).json().items).toEqual([]);
      expect((await call('GET', '/api/user/interviews', context.candidate.cookie)).json().items).toEqual([
        expect.objectContaining({ id: scheduled.id, answer: 'accepted', interviewers: [expect.any(String)], location: 'Office, room 4' }),
      ]);

      // The e-mail's decline link: the GET only asks (mail scanners follow links), the button answers.
      const sent = smtp.received.slice(start).find((message) => message.to.includes(context.candidate.email) && message.raw.includes('text/calendar'));
      const text = (await simpleParser(sent?.raw ?? '')).text ?? '';
      const path = /https:\/\/jobs\.example\.test(\/api\/interviews\/answer\/[^/\s]+\/declined)/.exec(text)?.[1] ?? '';
      expect(path).not.toBe('');
      expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
      expect((await call('GET', '/api/user/interviews', context.candidate.cookie)).json().items[0].answer).toBe('accepted');
      const answered = await app.inject({ method: 'POST', url: path });
      expect(answered.statusCode).toBe(200);
      expect((await call('GET', '/api/user/interviews', context.candidate.cookie)).json().items[0].answer).toBe('declined');
      expect((await app.inject({ method: 'GET', url: '/api/interviews/answer/nope/declined' })).statusCode).toBe(404);
      // A mangled answer is a page for a person too, not an API error.
      const mangled = await app.inject({ method: 'GET', url: path.replace(/declined$/, 'maybe') });
      expect([mangled.statusCode, mangled.headers['content-type']]).toEqual([404, expect.stringContaining('text/html')]);

      // On the site too.
      const onSite = await call('POST', `/api/user/interviews/${scheduled.id}/answer`, context.candidate.cookie, { answer: 'tentative' });
      expect(onSite.json()).toMatchObject({ answer: 'tentative' });
      const stranger = await signUp(app, { kind: 'candidate' });
      expect((await call('POST', `/api/user/interviews/${scheduled.id}/answer`, stranger.cookie, { answer: 'accepted' })).statusCode).toBe(404);
    },
    ACCOUNTS_TIMEOUT_MS,
  );
});
