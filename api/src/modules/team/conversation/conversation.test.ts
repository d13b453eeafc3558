import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { describeEachDatabase } from '../../../db/testing';
import { JobRegistry, JobRunner } from '../../../jobs';
import { mailInbound } from '../../../metrics/registry';
import { createTestApp, signUp } from '../../../testing/app';
import { rawMail } from '../../mail/messages';
import { type SmtpTestServer, startSmtpTestServer } from '../../mail/testing/smtp-test-server';
import { candidateWithCv, createPipelineCaller, teamWithVacancy } from '../testing/pipeline';
import { type InboundListener, startInboundListener } from './inbound/listener';

/** Each test signs up several accounts and writes CVs: seconds on a busy two-core machine. */
const ACCOUNTS_TIMEOUT_MS = 60_000;
const REPLY_DOMAIN = 'reply.example.test';
const MAX_BYTES = 64 * 1024;

/** The start of a PDF file: what the content check recognises, whatever the name. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** The start of a Windows executable (MZ header), named like a CV below. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90), Buffer.from('PE\0\0')]);

/** What `platform_mail_inbound_total` counts now for `outcome`. */
async function inboundCount(outcome: 'stored' | 'refused' | 'failed'): Promise<number> {
  return (await mailInbound.get()).values.find((value) => value.labels.outcome === outcome)?.value ?? 0;
}

describeEachDatabase('the hiring conversation', (getDb) => {
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
    inbound = await startInboundListener({ db: getDb(), host: '127.0.0.1', port: 0, replyDomain: REPLY_DOMAIN, maxBytes: MAX_BYTES });
  });
  afterAll(async () => {
    await inbound.close();
    await app.close();
    await smtp.close();
  });
  const call = createPipelineCaller(() => app);
  const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
  /** The message with quoted-printable soft line breaks joined. */
  const unfolded = (raw: string | undefined) => (raw ?? '').replace(/=\r?\n/g, '');

  /** A real SMTP client (another mail server, or the candidate's) sending to the inbound listener. */
  function sendMail(message: Mail.Options) {
    const client = nodemailer.createTransport({ host: '127.0.0.1', port: inbound.port, secure: false, ignoreTLS: true });
    return client.sendMail(message).finally(() => client.close());
  }

  async function application(vacancyTitle = 'Go developer') {
    const team = await teamWithVacancy(call, app, { title: vacancyTitle, status: 'open' });
    const candidate = await candidateWithCv(app, 'Anna Petrova');
    const id: number = (await call('POST', `/api/team/vacancies/${team.vacancyId}/applications`, candidate.cookie, {})).json().id;
    return { team, candidate, id };
  }

  /** The team writes, the mail leaves: the candidate's copy with its Reply-To and Message-ID. */
  async function teamWrites(context: Awaited<ReturnType<typeof application>>, body: string) {
    const written = await call('POST', `/api/team/applications/${context.id}/messages`, context.team.cookie, { body });
    expect(written.statusCode).toBe(201);
    await runner.runUntilIdle();
    const sent = smtp.received.filter((message) => message.to.includes(context.candidate.email) && unfolded(message.raw).includes(body));
    expect(sent).toHaveLength(1);
    const raw = sent[0]?.raw ?? '';
    const { rows } = await getDb().query<{ id: number }>(`SELECT id FROM mail_messages WHERE idempotency_key = $1`, [`thread:${written.json().id}:candidate`]);
    // `npm run outbox -- --raw ID` prints exactly what the SMTP server received.
    const printed = await rawMail(getDb(), Number(rows[0]?.id));
    expect(Buffer.isBuffer(printed) ? printed.toString('utf8') : printed).toBe(raw);
    return { replyTo: header(raw, 'Reply-To'), messageId: header(raw, 'Message-ID'), raw };
  }

  it('e-mails a team message to the candidate with a reply address of the thread, and takes the reply by SMTP with its files', async () => {
    const context = await application();
    const { replyTo, raw } = await teamWrites(context, 'Could we talk on Thursday?');
    const storedBefore = await inboundCount('stored');
    expect(replyTo).toMatch(new RegExp(`^reply\\+[A-Za-z0-9_-]{30,}@${REPLY_DOMAIN.replace(/\./g, '\\.')}$`));
    expect(header(raw, 'Subject')).toContain('wrote about your application to Go');
    expect((await call('GET', `/api/user/applications/${context.id}/messages`, context.candidate.cookie)).json().items).toEqual([
      expect.objectContaining({ side: 'team', via: 'site', body: 'Could we talk on Thursday?' }),
    ]);

    await sendMail({
      from: context.candidate.email,
      to: replyTo,
      subject: 'Re: interview',
      text: 'Thursday works for me.\n\nOn Mon, 3 Nov 2026, Team wrote:\n> Could we talk on Thursday?',
      attachments: [
        { filename: 'cv.pdf', content: PDF, contentType: 'application/pdf' },
        { filename: 'also-cv.pdf', content: EXE, contentType: 'application/pdf' },
      ],
    });

    expect(await inboundCount('stored')).toBe(storedBefore + 1);
    const board = (await call('GET', `/api/team/vacancies/${context.team.vacancyId}/applications`, context.team.cookie)).json().items;
    expect(board[0].unreadMessages).toBe(1);
    expect((await call('GET', `/api/team/vacancies/${context.team.vacancyId}`, context.team.cookie)).json().unreadMessages).toBe(1);
    expect((await call('GET', '/api/team/conversations/unread', context.team.cookie)).json().items).toEqual([
      { applicationId: context.id, vacancyId: context.team.vacancyId, vacancy: 'Go developer', candidate: 'Anna Petrova', unread: 1, lastAt: expect.any(String) },
    ]);
    const thread = (await call('GET', `/api/team/applications/${context.id}/messages`, context.team.cookie)).json().items;
    expect(thread).toHaveLength(2);
    expect(thread[1]).toMatchObject({ side: 'candidate', via: 'email', body: 'Thursday works for me.', senderCheck: 'ok', unread: true, author: 'Anna Petrova' });
    expect(thread[1].original).toContain('> Could we talk on Thursday?');
    // The executable named like a PDF is found out by its bytes and dropped.
    expect(thread[1].attachments).toEqual([{ id: expect.any(Number), filename: 'cv.pdf', contentType: 'application/pdf', size: PDF.length }]);
    // Read now: the badge is gone.
    expect((await call('GET', `/api/team/vacancies/${context.team.vacancyId}/applications`, context.team.cookie)).json().items[0].unreadMessages).toBe(0);
    expect((await call('GET', `/api/team/vacancies/${context.team.vacancyId}`, context.team.cookie)).json().unreadMessages).toBe(0);
    expect((await call('GET', '/api/team/conversations/unread', context.team.cookie)).json().items).toEqual([]);

    const fileUrl = `/api/team/applications/${context.id}/attachments/${thread[1].attachments[0].id}`;
    const file = await call('GET', fileUrl, context.team.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // Files are the team's alone: the candidate, another team and a visitor are refused.
    expect((await call('GET', fileUrl, context.candidate.cookie)).statusCode).toBe(403);
    expect((await call('GET', fileUrl, (await signUp(app, { kind: 'recruiter' })).cookie)).statusCode).toBe(404);
    expect((await call('GET', fileUrl, undefined)).statusCode).toBe(401);

    // The vacancy's owner follows the application: the candidate's reply reached them by e-mail.
    await runner.runUntilIdle();
    const ownerEmail = (await call('GET', '/api/auth/me', context.team.cookie)).json().user.email;
    expect(smtp.received.filter((message) => message.to.includes(ownerEmail) && unfolded(message.raw).includes('Thursday works for me.'))).toHaveLength(1);
  }, ACCOUNTS_TIMEOUT_MS);

  it('matches a reply by In-Reply-To when it is sent to the bare reply address, and stores a repeated delivery once', async () => {
    const context = await application();
    const { messageId } = await teamWrites(context, 'Please send your portfolio.');
    const reply = { from: context.candidate.email, to: `reply@${REPLY_DOMAIN}`, subject: 'Re: portfolio', text: 'Here it is.', inReplyTo: messageId, messageId: `<again-${Date.now()}@mail.example.test>` };
    await sendMail(reply);
    await sendMail(reply);
    const thread = (await call('GET', `/api/team/applications/${context.id}/messages`, context.team.cookie)).json().items;
    expect(thread.map((message: { body: string }) => message.body)).toEqual(['Please send your portfolio.', 'Here it is.']);
  }, ACCOUNTS_TIMEOUT_MS);

  it('stores an HTML-only reply as its text, never its markup', async () => {
    const context = await application();
    const { replyTo } = await teamWrites(context, 'Do you have a portfolio link?');
    await sendMail({ from: context.candidate.email, to: replyTo, html: '<p>Yes: <b>here</b><script>alert(1)</script><img src=x onerror=alert(2)></p>' });
    const reply = (await call('GET', `/api/team/applications/${context.id}/messages`, context.team.cookie)).json().items[1];
    expect(reply.body).toContain('Yes: here');
    expect(`${reply.body}${reply.original}`).not.toMatch(/<|alert/);
  }, ACCOUNTS_TIMEOUT_MS);

  it('refuses an unknown reply address (550) and an oversized message (552), storing nothing', async () => {
    const context = await application();
    const { replyTo } = await teamWrites(context, 'A short note about your CV.');
    const [storedBefore, refusedBefore] = [await inboundCount('stored'), await inboundCount('refused')];
    await expect(sendMail({ from: context.candidate.email, to: `reply+${'x'.repeat(32)}@${REPLY_DOMAIN}`, text: 'lost' })).rejects.toMatchObject({ responseCode: 550 });
    await expect(sendMail({ from: context.candidate.email, to: `someone@${REPLY_DOMAIN}`, text: 'lost' })).rejects.toMatchObject({ responseCode: 550 });
    await expect(sendMail({ from: context.candidate.email, to: `reply@${REPLY_DOMAIN}`, text: 'answers nothing' })).rejects.toMatchObject({ responseCode: 550 });
    await expect(
      sendMail({ from: context.candidate.email, to: replyTo, text: 'big', attachments: [{ filename: 'big.pdf', content: Buffer.concat([PDF, Buffer.alloc(MAX_BYTES)]) }] }),
    ).rejects.toMatchObject({ responseCode: 552 });
    const { rows } = await getDb().query<{ n: number }>(`SELECT count(*)::int AS n FROM application_messages WHERE via = 'email' AND application_id = $1`, [context.id]);
    expect(rows[0]?.n).toBe(0);
    // Refused at RCPT TO, a message never counts; the two whose content arrived count as refused.
    expect([await inboundCount('stored'), await inboundCount('refused')]).toEqual([storedBefore, refusedBefore + 2]);
  }, ACCOUNTS_TIMEOUT_MS);

  it('keeps a reply from another address for the team to accept or discard, hidden from the candidate meanwhile', async () => {
    const context = await application();
    const { replyTo } = await teamWrites(context, 'Any questions?');
    await sendMail({ from: 'stranger@elsewhere.example.test', to: replyTo, text: 'I am someone else.' });
    const thread = (await call('GET', `/api/team/applications/${context.id}/messages`, context.team.cookie)).json().items;
    expect(thread[1]).toMatchObject({ body: 'I am someone else.', fromEmail: 'stranger@elsewhere.example.test', senderCheck: 'pending' });
    expect((await call('GET', `/api/user/applications/${context.id}/messages`, context.candidate.cookie)).json().items).toHaveLength(1);

    const decided = await call('POST', `/api/team/applications/${context.id}/messages/${thread[1].id}/sender`, context.team.cookie, { decision: 'accept' });
    expect(decided.json()).toMatchObject({ senderCheck: 'accepted' });
    expect((await call('GET', `/api/user/applications/${context.id}/messages`, context.candidate.cookie)).json().items).toHaveLength(2);
    expect((await call('POST', `/api/team/applications/${context.id}/messages/${thread[1].id}/sender`, context.team.cookie, { decision: 'discard' })).statusCode).toBe(409);
  }, ACCOUNTS_TIMEOUT_MS);

  it("keeps the team's templates, checked for unknown variables, and fills the variables of a team message", async () => {
    const context = await application('Kotlin developer');
    const url = '/api/team/message-templates';
    const created = await call('POST', url, context.team.cookie, { name: 'Invite', body: 'Hello {name}, let us talk about {vacancy}. {sender}' });
    expect(created.statusCode).toBe(201);
    expect((await call('POST', url, context.team.cookie, { name: 'Invite', body: 'Again' })).statusCode).toBe(409);
    const unknown = await call('POST', url, context.team.cookie, { name: 'Broken', body: 'Hello {nmae}' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual([expect.objectContaining({ path: 'body', code: 'unknown_variable' })]);
    expect((await call('GET', url, context.team.cookie)).json().items).toEqual([{ id: created.json().id, name: 'Invite', body: 'Hello {name}, let us talk about {vacancy}. {sender}' }]);
    // Another team neither sees nor deletes it.
    const other = await signUp(app, { kind: 'recruiter' });
    expect((await call('GET', url, other.cookie)).json().items).toEqual([]);
    expect((await call('DELETE', `${url}/${created.json().id}`, other.cookie)).statusCode).toBe(404);

    const me = (await call('GET', '/api/auth/me', context.team.cookie)).json().user.name;
    const written = await call('POST', `/api/team/applications/${context.id}/messages`, context.team.cookie, { body: 'Hello {name}, let us talk about {vacancy}. {sender}' });
    expect(written.json().body).toBe(`Hello Anna Petrova, let us talk about Kotlin developer. ${me}`);
    expect((await call('DELETE', `${url}/${created.json().id}`, context.team.cookie)).statusCode).toBe(204);
  }, ACCOUNTS_TIMEOUT_MS);

  it('lets the candidate write on the site, and refuses everyone who is neither side', async () => {
    const context = await application();
    const written = await call('POST', `/api/user/applications/${context.id}/messages`, context.candidate.cookie, { body: '  When will I hear back?  ' });
    expect(written.statusCode).toBe(201);
    expect(written.json()).toMatchObject({ side: 'candidate', via: 'site', body: 'When will I hear back?', author: 'Anna Petrova' });
    const empty = await call('POST', `/api/user/applications/${context.id}/messages`, context.candidate.cookie, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual([expect.objectContaining({ path: 'body', message: 'Write the message.' })]);

    const otherCandidate = await candidateWithCv(app, 'Other');
    const otherTeam = await signUp(app, { kind: 'recruiter' });
    const body = (method: string) => (method === 'POST' ? { body: 'x' } : undefined);
    for (const [method, url] of [
      ['GET', `/api/user/applications/${context.id}/messages`],
      ['POST', `/api/user/applications/${context.id}/messages`],
    ] as const) {
      expect((await call(method, url, otherCandidate.cookie, body(method))).statusCode).toBe(404);
      expect((await call(method, url, undefined, body(method))).statusCode).toBe(401);
    }
    for (const [method, url] of [
      ['GET', `/api/team/applications/${context.id}/messages`],
      ['POST', `/api/team/applications/${context.id}/messages`],
    ] as const) {
      expect((await call(method, url, otherTeam.cookie, body(method))).statusCode).toBe(404);
      expect((await call(method, url, context.candidate.cookie, body(method))).statusCode).toBe(403);
      expect((await call(method, url, undefined, body(method))).statusCode).toBe(401);
    }
  }, ACCOUNTS_TIMEOUT_MS);
});
