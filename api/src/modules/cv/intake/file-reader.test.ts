import { performance } from 'node:perf_hooks';
import { closeFileReaders, readFileInThread } from './file-reader';
import { readCvFile } from './read-file';
import { ENGLISH_CV, RUSSIAN_CV, makeDocx, makePdf, makeScannedPdf } from './testing/files';

/** How long this thread's event loop was busy while `work` ran. */
async function busyMsOf(work: () => Promise<unknown>): Promise<number> {
  const before = performance.eventLoopUtilization();
  await work();
  return performance.eventLoopUtilization(before).active;
}

describe('the CV file reader threads', () => {
  afterAll(closeFileReaders);

  it('reads as the API thread would: text, fields and warnings, or the reason for a refusal', async () => {
    const pdf = await makePdf(ENGLISH_CV);
    expect(await readFileInThread('smith.pdf', pdf)).toEqual(await readCvFile('smith.pdf', pdf));
    const docx = await makeDocx(RUSSIAN_CV);
    expect(await readFileInThread('ivanova.docx', docx)).toMatchObject({ ok: true, format: 'docx', draft: { city: 'Казань' } });
    const scripted = await makePdf(['Jane Roe', 'Designer'], { script: 'app.alert(1)' });
    expect(await readFileInThread('script.pdf', scripted)).toMatchObject({ ok: true, warnings: ['scripts_ignored'] });
    expect(await readFileInThread('scan.pdf', await makeScannedPdf())).toEqual({ ok: false, code: 'no_text', message: 'No text: a scanned image; OCR is not supported.', params: {} });
    expect(await readFileInThread('cv.docx', pdf)).toMatchObject({ ok: false, code: 'name_mismatch' });
  }, 60_000);

  it('keeps the API thread free while files are read: a fraction of the time reading them here takes', async () => {
    const files = await Promise.all(Array.from({ length: 12 }, (_, index) => makePdf([...ENGLISH_CV, ...Array.from({ length: 80 }, (_, line) => `Project ${index}.${line}: PostgreSQL, Kubernetes`)])));
    await readFileInThread('warm-up.pdf', files[0] ?? Buffer.alloc(0));
    const here = await busyMsOf(async () => {
      for (const [index, bytes] of files.entries()) await readCvFile(`cv-${index}.pdf`, bytes);
    });
    const inThreads = await busyMsOf(async () => {
      for (const [index, bytes] of files.entries()) await readFileInThread(`cv-${index}.pdf`, bytes);
    });
    expect(inThreads).toBeLessThan(here / 4);
  }, 120_000);
});
