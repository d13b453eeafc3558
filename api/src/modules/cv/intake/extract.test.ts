import { CV_INTAKE_LIMITS } from '@platform/contract';
import { extractFileText, type Extraction } from './extract';
import { ENGLISH_CV, RUSSIAN_CV, makeDocx, makeEncryptedPdf, makePdf, makeScannedPdf, makeZip, makeZipBombDocx } from './testing/files';

function text(extraction: Extraction): string {
  if (!extraction.ok) throw new Error(`refused: ${extraction.message}`);
  return extraction.text;
}

describe('the text of an imported file', () => {
  it('reads English and Russian text from a PDF, line by line', async () => {
    const extraction = await extractFileText('cv.pdf', await makePdf([...ENGLISH_CV, ...RUSSIAN_CV]));
    expect(extraction).toMatchObject({ ok: true, format: 'pdf', warnings: [] });
    expect(text(extraction).split('\n')).toEqual(expect.arrayContaining(['John Smith', 'Иванова Мария Сергеевна', 'Март 2019 — настоящее время']));
  });

  it('reads the paragraphs of a DOCX', async () => {
    const extraction = await extractFileText('cv.docx', await makeDocx(RUSSIAN_CV));
    expect(extraction).toMatchObject({ ok: true, format: 'docx' });
    expect(text(extraction)).toContain('Ключевые навыки\n\nSQL, Python, Tableau');
  });

  it('goes by the content, not the name: a PDF without an extension is read', async () => {
    expect(await extractFileText('cv', await makePdf(['Only text']))).toMatchObject({ ok: true, format: 'pdf', text: 'Only text' });
  });

  it('refuses a scanned PDF: no text, OCR is not supported', async () => {
    expect(await extractFileText('scan.pdf', await makeScannedPdf())).toEqual({
      ok: false,
      code: 'no_text',
      message: 'No text: a scanned image; OCR is not supported.',
      params: {},
    });
  });

  it('refuses a PDF protected with a password', async () => {
    expect(await extractFileText('secret.pdf', await makeEncryptedPdf())).toMatchObject({ ok: false, code: 'encrypted' });
  });

  it('refuses a file that is not what its name says', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==', 'base64');
    expect(await extractFileText('cv.pdf', png)).toEqual({
      ok: false,
      code: 'name_mismatch',
      message: 'The file is named .pdf but its content is image/png (.png).',
      params: { claimed: 'pdf', actual: 'image/png (.png)' },
    });
    expect(await extractFileText('cv.docx', await makePdf(['x']))).toMatchObject({ ok: false, code: 'name_mismatch', params: { claimed: 'docx', actual: 'PDF' } });
    expect(await extractFileText('cv.txt', Buffer.from('plain text'))).toMatchObject({ ok: false, code: 'unsupported_format' });
  });

  it('refuses a DOCX zip bomb before unpacking more than the limit', async () => {
    const bomb = makeZipBombDocx(CV_INTAKE_LIMITS.maxUnpackedBytes / (1024 * 1024) + 10);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await extractFileText('bomb.docx', bomb)).toEqual({
      ok: false,
      code: 'unpacked_too_large',
      message: 'The archive unpacks to more than 50 MB (the limit): it was not read.',
      params: { limitMb: 50 },
    });
  });

  it('refuses a damaged DOCX', async () => {
    const zip = makeZip([{ name: 'word/document.xml', data: Buffer.from('<not-a-docx/>') }]);
    expect(await extractFileText('broken.docx', zip)).toMatchObject({ ok: false });
    expect(await extractFileText('broken.docx', Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100)]))).toMatchObject({ ok: false, code: 'unreadable' });
  });

  it('refuses a file over the size limit, naming the limit', async () => {
    const big = Buffer.concat([await makePdf(['x']), Buffer.alloc(CV_INTAKE_LIMITS.maxFileBytes)]);
    expect(await extractFileText('big.pdf', big)).toEqual({ ok: false, code: 'too_large', message: 'The file is larger than 10 MB (the limit for one file).', params: { limitMb: 10 } });
  });

  it('reads a PDF with a script without running it, and says it was ignored', async () => {
    const marker = '__intakeScriptRan';
    const pdf = await makePdf(['Jane Roe', 'Designer'], { script: `globalThis.${marker} = true; app.alert("hi");` });
    const extraction = await extractFileText('script.pdf', pdf);
    expect(extraction).toMatchObject({ ok: true, text: 'Jane Roe\nDesigner', warnings: ['scripts_ignored'] });
    expect(Reflect.get(globalThis, marker)).toBeUndefined();
  });
});
