import { performance } from 'node:perf_hooks';
import { closeFileReaders, createFileReaders, type FileReadersOptions, readFileInThread } from './file-reader';
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

describe('a reader thread that runs out of memory', () => {
  /** A pool of one real thread; `heapMb` and `deadlineMs` as each test needs them. */
  function readersOf(limits: Pick<FileReadersOptions, 'heapMb' | 'deadlineMs'>, onThreadError: (error: unknown) => void) {
    return createFileReaders({ threads: 1, idleMs: 60_000, youngHeapMb: 16, ...limits, onThreadError });
  }

  it('refuses the file that needs more than its heap, naming the limit, and reads the next file in a new thread', async () => {
    const failures: unknown[] = [];
    const readers = readersOf({ heapMb: 64, deadlineMs: 60_000 }, (error) => failures.push(error));
    try {
      // 20 000 paragraphs: mammoth's document tree of them outgrows 64 MB (a thread starts in about 20).
      const long = await makeDocx(Array.from({ length: 20_000 }, (_, line) => `Project ${line}: PostgreSQL, Kubernetes, analytics and reporting`));
      expect(await readers.read('long.docx', long)).toEqual({
        ok: false,
        code: 'memory_limit',
        message: 'The file needs more than 64 MB of memory to read: it was not read.',
        params: { limitMb: 64 },
      });
      const pdf = await makePdf(ENGLISH_CV);
      expect(await readers.read('smith.pdf', pdf)).toEqual(await readCvFile('smith.pdf', pdf));
      expect(failures).toEqual([]);
    } finally {
      await readers.close();
    }
  }, 60_000);

  it('refuses the file at the deadline, never hangs, when the thread dies starting up, and reports the death', async () => {
    let reportDeath: (error: unknown) => void = () => undefined;
    const death = new Promise<unknown>((resolve) => {
      reportDeath = resolve;
    });
    // 8 MB is less than loading the readers (pdf.js, mammoth) takes: the thread dies before it takes the file.
    const readers = readersOf({ heapMb: 8, deadlineMs: 2_000 }, (error) => reportDeath(error));
    try {
      const started = performance.now();
      expect(await readers.read('smith.pdf', await makePdf(ENGLISH_CV))).toEqual({
        ok: false,
        code: 'time_limit',
        message: 'Reading the file took longer than 2 s (the limit for one file): it was not read.',
        params: { limitSeconds: 2 },
      });
      expect(performance.now() - started).toBeLessThan(7_000);
      expect(await death).toMatchObject({ code: 'ERR_WORKER_OUT_OF_MEMORY' });
    } finally {
      await readers.close();
    }
  }, 30_000);
});
