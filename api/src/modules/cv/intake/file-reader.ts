import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { z } from 'zod';
import { CV_FILE_FORMATS, CV_FILE_REFUSALS, CV_FILE_WARNINGS, cvDraftSchema } from '@platform/contract';
import { fileReaderEntry } from '../../../runtime-files';
import type { FileReading } from './read-file';

/**
 * CV files are read (pdf.js, mammoth) and their fields recognised in a pool of worker threads, not
 * on the API's event loop: a recruiter importing a folder of PDFs would otherwise hold up every
 * other request of the process (each PDF is tens of milliseconds of CPU). One thread less than the
 * machine's cores (at least one, at most four), started when the first file comes and stopped
 * after a minute without files; a file that needs more memory than a thread may have is refused,
 * and the thread replaced.
 */
const THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));
const IDLE_MS = 60_000;
/** Far above what a CV of the size limit needs; a crafted file that wants more is refused. */
const THREAD_HEAP_MB = 512;

/** What a thread answers, checked on the way back (a thread is another program). */
const READING = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), format: z.enum(CV_FILE_FORMATS), text: z.string(), warnings: z.array(z.enum(CV_FILE_WARNINGS)), draft: cvDraftSchema }),
  z.object({ ok: z.literal(false), code: z.enum(CV_FILE_REFUSALS), message: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }),
]);

let pool: Piscina | null = null;

function readers(): Piscina {
  if (pool !== null) return pool;
  const entry = fileReaderEntry();
  pool = new Piscina({
    filename: entry.modulePath,
    execArgv: entry.execArgv,
    minThreads: 0,
    maxThreads: THREADS,
    idleTimeout: IDLE_MS,
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
  });
  return pool;
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/** Reads a CV file in the pool (see above): its text or why it was refused, and its recognised fields. */
export async function readFileInThread(fileName: string, bytes: Buffer): Promise<FileReading> {
  let answer: unknown;
  try {
    // Copied to the thread, not transferred: a Buffer may be a view of a larger shared allocation.
    answer = await readers().run({ fileName, bytes: new Uint8Array(bytes) });
  } catch (error) {
    if (errorCode(error) !== 'ERR_WORKER_OUT_OF_MEMORY') throw error;
    const limitMb = THREAD_HEAP_MB;
    return { ok: false, code: 'unreadable', message: `The file needs more than ${limitMb} MB of memory to read: it was not read.`, params: { limitMb } };
  }
  return READING.parse(answer);
}

/** Stops the reader threads (when the process stops; a later file starts them again). */
export async function closeFileReaders(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.destroy();
}
