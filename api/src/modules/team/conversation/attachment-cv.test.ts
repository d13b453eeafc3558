import type { FastifyInstance } from 'fastify';
import type { AttachmentCvResponse, CvFileResult } from '@platform/contract';
import { describeEachDatabase } from '../../../db/testing';
import { createTestApp, signUp } from '../../../testing/app';
import { ENGLISH_CV, RUSSIAN_CV, makeDocx, makePdf, makeScannedPdf } from '../../cv/intake/testing/files';
import { multipart } from '../../cv/intake/testing/multipart';
import { candidateWithCv, createPipelineCaller, teamWithVacancy } from '../testing/pipeline';

/** Each test signs up several accounts and reads PDFs: seconds on a busy two-core machine. */
const TIMEOUT_MS = 60_000;

function draftOf(made: AttachmentCvResponse): Extract<CvFileResult, { status: 'draft' }> {
  if (made.from === 'cv' || made.result.status !== 'draft') throw new Error(`not a draft: ${JSON.stringify(made)}`);
  return made.result;
}

describeEachDatabase('a CV made from a file e-mailed to a thread', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
  });
  const call = createPipelineCaller(() => app);

  /** A team's application whose candidate replied by e-mail with `files` (stored as the inbound listener stores them). */
  async function threadWithFiles(files: ReadonlyArray<{ filename: string; contentType: string; content: Buffer }>) {
    const team = await teamWithVacancy(call, app, { status: 'open' });
    const candidate = await candidateWithCv(app, 'Anna Petrova');
    const id: number = (await call('POST', `/api/team/vacancies/${team.vacancyId}/applications`, candidate.cookie, {})).json().id;
    const reply = await getDb().query<{ id: string }>(
      `INSERT INTO application_messages (application_id, side, via, body, original, sender_check) VALUES ($1, 'candidate', 'email', 'My CV', 'My CV', 'ok') RETURNING id`,
      [id],
    );
    const attachmentIds: number[] = [];
    for (const file of files) {
      const { rows } = await getDb().query<{ id: string }>(
        'INSERT INTO application_message_attachments (message_id, filename, content_type, size, content) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [reply.rows[0]?.id, file.filename, file.contentType, file.content.length, file.content],
      );
      attachmentIds.push(Number(rows[0]?.id));
    }
    return { team, candidate, id, attachmentIds, url: (attachmentId: number | undefined) => `/api/team/applications/${id}/attachments/${attachmentId}/cv` };
  }

  /** The team's earlier JSON import of a person. */
  async function imported(cookie: string, basics: Record<string, unknown>): Promise<number> {
    const response = await call('POST', '/api/cv/import', cookie, { basics });
    expect(response.statusCode).toBe(201);
    return response.json().results[0].id;
  }

  it('reads a PDF like a file import: a draft with the team CV of the same e-mail, answered again on a second click, then the CV', async () => {
    const thread = await threadWithFiles([{ filename: 'smith.pdf', contentType: 'application/pdf', content: await makePdf(ENGLISH_CV) }]);
    const earlier = await imported(thread.team.cookie, { name: 'J. Smith', email: 'JOHN.SMITH@example.com' });
    const url = thread.url(thread.attachmentIds[0]);

    const first = await call('POST', url, thread.team.cookie);
    expect(first.statusCode).toBe(201);
    const made: AttachmentCvResponse = first.json();
    expect(made.from).toBe('new');
    const draft = draftOf(made);
    expect(draft).toMatchObject({ fileName: 'smith.pdf', format: 'pdf', draft: { name: 'John Smith', email: 'john.smith@example.com' }, preview: expect.stringContaining('zanzibarquux') });
    expect(draft.duplicates).toEqual([expect.objectContaining({ type: 'imported', id: earlier, certainty: 'match', reasons: ['email'], mergeable: true })]);

    // A second click: the same draft, not a second one.
    const second = await call('POST', url, thread.team.cookie);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ from: 'draft', result: { status: 'draft', draftId: draft.draftId, duplicates: [expect.objectContaining({ id: earlier })] } });
    const drafts = await getDb().query('SELECT id FROM cv_files WHERE attachment_id = $1', [thread.attachmentIds[0]]);
    expect(drafts.rows).toHaveLength(1);

    // The review opens the stored draft by its id, duplicates included.
    const opened = await call('GET', `/api/cv/import/drafts/${draft.draftId}`, thread.team.cookie);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ draftId: draft.draftId, fileName: 'smith.pdf', draft: { name: 'John Smith' }, duplicates: [expect.objectContaining({ id: earlier })] });

    // Saved (the same e-mail updates the earlier import), the button then answers that CV.
    const saved = await call('POST', `/api/cv/import/drafts/${draft.draftId}`, thread.team.cookie, { draft: draft.draft });
    expect(saved.json()).toMatchObject({ status: 'updated', id: earlier });
    const third = await call('POST', url, thread.team.cookie);
    expect(third.statusCode).toBe(200);
    expect(third.json()).toEqual({ from: 'cv', cv: { type: 'imported', id: earlier } });
    expect((await call('GET', `/api/cv/import/drafts/${draft.draftId}`, thread.team.cookie)).statusCode).toBe(404);

    // Another file of the same person imported later replaces the CV's file: the button still knows the CV.
    const body = multipart([{ name: 'smith-2026.docx', bytes: await makeDocx(ENGLISH_CV) }]);
    const reimported = await app.inject({ method: 'POST', url: '/api/cv/import/files?save=true', payload: body.payload, headers: { cookie: thread.team.cookie, ...body.headers } });
    expect(reimported.json()).toMatchObject({ results: [{ status: 'updated', id: earlier }] });
    expect((await call('POST', url, thread.team.cookie)).json()).toEqual({ from: 'cv', cv: { type: 'imported', id: earlier } });
    const files = await getDb().query<{ file_name: string }>('SELECT file_name FROM cv_files WHERE resume_id = $1', [earlier]);
    expect(files.rows).toEqual([{ file_name: 'smith-2026.docx' }]);
  }, TIMEOUT_MS);

  it('finds the team CV of the same phone in a DOCX', async () => {
    const thread = await threadWithFiles([
      { filename: 'ivanova.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', content: await makeDocx(RUSSIAN_CV) },
    ]);
    const earlier = await imported(thread.team.cookie, { name: 'Мария', phone: '+7 916 123 45 67' });
    const made: AttachmentCvResponse = (await call('POST', thread.url(thread.attachmentIds[0]), thread.team.cookie)).json();
    expect(draftOf(made).duplicates).toEqual([expect.objectContaining({ id: earlier, certainty: 'match', reasons: ['phone'] })]);
  }, TIMEOUT_MS);

  it('refuses a file that is no CV with the reason, keeping nothing, as a file import does', async () => {
    const thread = await threadWithFiles([
      { filename: 'notes.txt', contentType: 'text/plain', content: Buffer.from('Call me on Monday') },
      { filename: 'scan.pdf', contentType: 'application/pdf', content: await makeScannedPdf() },
    ]);
    const text = await call('POST', thread.url(thread.attachmentIds[0]), thread.team.cookie);
    expect(text.statusCode).toBe(200);
    expect(text.json()).toEqual({ from: 'new', result: expect.objectContaining({ status: 'refused', code: 'unsupported_format', fileName: 'notes.txt' }) });
    const scan = await call('POST', thread.url(thread.attachmentIds[1]), thread.team.cookie);
    expect(scan.json()).toMatchObject({ from: 'new', result: { status: 'refused', code: 'no_text', message: 'No text: a scanned image; OCR is not supported.' } });
    const kept = await getDb().query('SELECT id FROM cv_files WHERE attachment_id = ANY($1::bigint[])', [thread.attachmentIds]);
    expect(kept.rows).toEqual([]);
  }, TIMEOUT_MS);

  it("is the application's team's alone: another team, the candidate and a visitor are refused; an unknown file is 404", async () => {
    const thread = await threadWithFiles([{ filename: 'smith.pdf', contentType: 'application/pdf', content: await makePdf(ENGLISH_CV) }]);
    const url = thread.url(thread.attachmentIds[0]);
    const other = await signUp(app, { kind: 'recruiter' });
    expect((await call('POST', url, other.cookie)).statusCode).toBe(404);
    expect((await call('POST', url, thread.candidate.cookie)).statusCode).toBe(403);
    expect((await call('POST', url, undefined)).statusCode).toBe(401);
    expect((await call('POST', thread.url((thread.attachmentIds[0] ?? 0) + 1000), thread.team.cookie)).statusCode).toBe(404);
    const kept = await getDb().query('SELECT id FROM cv_files WHERE attachment_id = $1', [thread.attachmentIds[0]]);
    expect(kept.rows).toEqual([]);
    // Another team cannot open the first team's draft either.
    const made: AttachmentCvResponse = (await call('POST', url, thread.team.cookie)).json();
    expect((await call('GET', `/api/cv/import/drafts/${draftOf(made).draftId}`, other.cookie)).statusCode).toBe(404);
  }, TIMEOUT_MS);
});
