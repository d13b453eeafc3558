import type { FastifyInstance } from 'fastify';
import { CV_INTAKE_LIMITS, type CvDraft, type CvFileImportResponse, type CvFileResult } from '@platform/contract';
import { describeEachDatabase } from '../../../db/testing';
import { createTestApp, signUp } from '../../../testing/app';
import { ENGLISH_CV, RUSSIAN_CV, makeDocx, makeEncryptedPdf, makePdf, makeScannedPdf, makeZipBombDocx } from './testing/files';
import { multipart } from './testing/multipart';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==', 'base64');

function draftOf(result: CvFileResult | undefined): { draftId: string; draft: CvDraft } {
  if (result?.status !== 'draft') throw new Error(`not a draft: ${JSON.stringify(result)}`);
  return result;
}

describeEachDatabase('CV file import', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
  });

  const send = (cookie: string, files: ReadonlyArray<{ name: string; bytes: Buffer; field?: string }>, query = '') => {
    const body = multipart(files);
    return app.inject({ method: 'POST', url: `/api/cv/import/files${query}`, payload: body.payload, headers: { cookie, ...body.headers } });
  };
  const search = async (cookie: string, text: string): Promise<number[]> => {
    const response = await app.inject({ method: 'POST', url: '/api/webapp/resumes_search/resumes/', headers: { cookie }, payload: { text } });
    expect(response.statusCode).toBe(200);
    return response.json().items.map((item: { id: number }) => item.id);
  };

  it('answers a batch file by file: drafts of the good ones, the reason for each bad one', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const tooLarge = Buffer.concat([await makePdf(['x']), Buffer.alloc(CV_INTAKE_LIMITS.maxFileBytes)]);
    const response = await send(cookie, [
      { name: 'smith.pdf', bytes: await makePdf(ENGLISH_CV) },
      { name: 'scan.pdf', bytes: await makeScannedPdf() },
      { name: 'ivanova.docx', bytes: await makeDocx(RUSSIAN_CV) },
      { name: 'secret.pdf', bytes: await makeEncryptedPdf() },
      { name: 'photo.pdf', bytes: PNG },
      { name: 'bomb.docx', bytes: makeZipBombDocx(60) },
      { name: 'huge.pdf', bytes: tooLarge },
      { name: 'script.pdf', bytes: await makePdf(['Jane Roe', 'Designer'], { script: 'app.alert(1)' }) },
    ]);
    expect(response.statusCode).toBe(200);
    const { results }: CvFileImportResponse = response.json();
    expect(results.map((result) => [result.fileName, result.status === 'refused' ? result.code : result.status])).toEqual([
      ['smith.pdf', 'draft'],
      ['scan.pdf', 'no_text'],
      ['ivanova.docx', 'draft'],
      ['secret.pdf', 'encrypted'],
      ['photo.pdf', 'name_mismatch'],
      ['bomb.docx', 'unpacked_too_large'],
      ['huge.pdf', 'too_large'],
      ['script.pdf', 'draft'],
    ]);
    expect(results[1]).toMatchObject({ message: 'No text: a scanned image; OCR is not supported.' });
    expect(results[6]).toMatchObject({ message: 'The file is larger than 10 MB (the limit for one file).', params: { limitMb: 10 } });
    expect(results[7]).toMatchObject({ warnings: ['scripts_ignored'] });
    // The draft opened again later (a reload, a link from the thread) warns as the import did.
    const reopened = await app.inject({ method: 'GET', url: `/api/cv/import/drafts/${draftOf(results[7]).draftId}`, headers: { cookie } });
    expect(reopened.json()).toMatchObject({ status: 'draft', fileName: 'script.pdf', warnings: ['scripts_ignored'] });
    expect((await app.inject({ method: 'GET', url: `/api/cv/import/drafts/${draftOf(results[0]).draftId}`, headers: { cookie } })).json()).toMatchObject({ warnings: [] });
    expect(draftOf(results[0]).draft).toMatchObject({ name: 'John Smith', email: 'john.smith@example.com', phone: '+442079460958' });
    expect(draftOf(results[2]).draft).toMatchObject({ name: 'Иванова Мария Сергеевна', phone: '+79161234567', city: 'Казань' });
    expect(results[0]).toMatchObject({ preview: expect.stringContaining('zanzibarquux') });
    // Drafts are not CVs yet: nothing is found before the recruiter saves.
    expect(await search(cookie, 'zanzibarquux')).toEqual([]);
  });

  it('saves a reviewed draft with its corrections; a word anywhere in the file finds it; the team downloads the original', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const pdf = await makePdf(ENGLISH_CV);
    const uploaded = await send(cookie, [{ name: 'Джон Смит CV.pdf', bytes: pdf }]);
    const { draftId, draft } = draftOf(uploaded.json().results[0]);
    const saved = await app.inject({
      method: 'POST',
      url: `/api/cv/import/drafts/${draftId}`,
      headers: { cookie },
      payload: { draft: { ...draft, label: 'Staff Engineer', skills: [...draft.skills, 'Terraform'] } },
    });
    expect(saved.statusCode).toBe(201);
    const { id } = saved.json();
    expect(saved.json()).toEqual({ status: 'imported', id: expect.any(Number), type: 'imported' });
    // A word of the file that no field holds, a corrected field, a recognised one.
    expect(await search(cookie, 'zanzibarquux')).toEqual([id]);
    expect(await search(cookie, 'Terraform')).toEqual([id]);
    const details = await app.inject({ method: 'POST', url: '/api/webapp/resumes_search/resume/', headers: { cookie }, payload: { type: 'imported', id } });
    expect(details.json()).toMatchObject({ title: 'Staff Engineer' });

    const file = await app.inject({ method: 'GET', url: `/api/cv/imported/${id}/file`, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="____ ____ CV.pdf"; filename*=UTF-8''${encodeURIComponent('Джон Смит CV.pdf')}`);

    // The draft is gone: saving it again finds nothing.
    const again = await app.inject({ method: 'POST', url: `/api/cv/import/drafts/${draftId}`, headers: { cookie }, payload: { draft } });
    expect(again.statusCode).toBe(404);

    // Another team neither finds the CV nor gets its file.
    const other = await signUp(app, { kind: 'recruiter' });
    expect(await search(other.cookie, 'zanzibarquux')).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `/api/cv/imported/${id}/file`, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    const candidate = await signUp(app, { kind: 'candidate' });
    expect((await app.inject({ method: 'GET', url: `/api/cv/imported/${id}/file`, headers: { cookie: candidate.cookie } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/cv/imported/${id}/file` })).statusCode).toBe(401);
  });

  it('refuses a corrected draft with a bad field, naming it, and keeps the draft', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const { draftId, draft } = draftOf((await send(cookie, [{ name: 'cv.docx', bytes: await makeDocx(RUSSIAN_CV) }])).json().results[0]);
    const bad = await app.inject({ method: 'POST', url: `/api/cv/import/drafts/${draftId}`, headers: { cookie }, payload: { draft: { ...draft, phone: '8 916' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([expect.objectContaining({ path: 'draft.phone' })]);
    const other = await signUp(app, { kind: 'recruiter' });
    const foreign = await app.inject({ method: 'POST', url: `/api/cv/import/drafts/${draftId}`, headers: { cookie: other.cookie }, payload: { draft } });
    expect(foreign.statusCode).toBe(404);
    const good = await app.inject({ method: 'POST', url: `/api/cv/import/drafts/${draftId}`, headers: { cookie }, payload: { draft } });
    expect(good.statusCode).toBe(201);
  });

  it('saves at once with save=true; importing the same person again updates the CV and replaces its file', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const first = await send(cookie, [{ name: 'a.pdf', bytes: await makePdf(ENGLISH_CV) }, { name: 'scan.pdf', bytes: await makeScannedPdf() }], '?save=true');
    expect(first.statusCode).toBe(201);
    const [saved, refused] = first.json().results;
    expect(saved).toMatchObject({ status: 'imported', type: 'imported', format: 'pdf', draft: { name: 'John Smith' } });
    expect(refused).toMatchObject({ status: 'refused', code: 'no_text' });
    const docx = await makeDocx(ENGLISH_CV);
    const second = await send(cookie, [{ name: 'a.docx', bytes: docx }], '?save=true');
    expect(second.json().results[0]).toMatchObject({ status: 'updated', id: saved.id });
    const file = await app.inject({ method: 'GET', url: `/api/cv/imported/${saved.id}/file`, headers: { cookie } });
    expect(file.rawPayload.equals(docx)).toBe(true);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const kept = await getDb().query<{ count: string }>('SELECT count(*)::text AS count FROM cv_files WHERE resume_id = $1', [saved.id]);
    expect(kept.rows[0]?.count).toBe('1');
  });

  it('refuses an upload without the header a cross-site form cannot send', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const body = multipart([{ name: 'a.pdf', bytes: await makePdf(ENGLISH_CV) }]);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/cv/import/files?save=true',
      payload: body.payload,
      headers: { cookie, 'content-type': body.headers['content-type'] ?? '' },
    });
    expect(forged.statusCode).toBe(415);
    expect(await search(cookie, 'zanzibarquux')).toEqual([]);
  });

  it('says what is wrong with a request that carries no files', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const json = await app.inject({ method: 'POST', url: '/api/cv/import/files', headers: { cookie }, payload: { files: [] } });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.fields).toEqual([expect.objectContaining({ path: 'files' })]);
    const wrongField = await send(cookie, [{ name: 'a.pdf', bytes: await makePdf(['x']), field: 'file' }]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.fields).toEqual([expect.objectContaining({ path: 'file' })]);
    const tooMany = await send(cookie, Array.from({ length: CV_INTAKE_LIMITS.maxFilesPerRequest + 1 }, (_, index) => ({ name: `${index}.txt`, bytes: Buffer.from('x') })));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().error.fields).toEqual([{ path: 'files', message: 'At most 20 files per request.' }]);
  });
});
