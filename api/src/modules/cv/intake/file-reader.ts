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
 * after a minute without files.
 *
 * Whatever happens to a thread, each file gets an answer: a file that needs more memory than a
 * thread may have is refused (`memory_limit`) and the thread replaced; a file not answered within
 * the deadline (a thread that loops, or one that died before it took the file) is refused
 * (`time_limit`) and its thread, if it has one, stopped. A thread's failure that no file is
 * waiting for is reported, never thrown: the API process carries on.
 */
const THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));
const IDLE_MS = 60_000;
/** Far above what a CV of the size limit needs; a crafted file that wants more is refused. */
const THREAD_HEAP_MB = 512;
/**
 * The young generation's cap (where a file's short-lived objects go). Left to V8 it is sized from
 * the old generation's limit, up to about 190 MB at 512 MB, and a thread reading file after file
 * keeps it grown: 168 MB of heap of which 83 MB live, against 80 MB at 32 MB, read as fast.
 */
const THREAD_YOUNG_HEAP_MB = 32;
/**
 * The longest a file may take from being handed to the pool to its answer, waiting for a free
 * thread included: a CV within the limits (10 MB, 100 pages read) takes well under a second in a
 * thread, so 30 s leaves room for a queue of files on a loaded machine and still ends a read that
 * would never end.
 */
const READ_DEADLINE_MS = 30_000;

/** What a thread answers, checked on the way back (a thread is another program). */
const READING = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), format: z.enum(CV_FILE_FORMATS), text: z.string(), warnings: z.array(z.enum(CV_FILE_WARNINGS)), draft: cvDraftSchema }),
  z.object({ ok: z.literal(false), code: z.enum(CV_FILE_REFUSALS), message: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }),
]);

/** How a pool of reader threads runs: the API's are the constants above. */
export interface FileReadersOptions {
  threads: number;
  idleMs: number;
  /** Each thread's old-generation heap; a file whose reading needs more is refused. */
  heapMb: number;
  /** Each thread's young generation (short-lived objects): what a busy thread's heap grows by. */
  youngHeapMb: number;
  /** How long a file may wait and be read before it is refused. */
  deadlineMs: number;
  /** A thread's failure while no file waited for it (one that died starting up). */
  onThreadError: (error: unknown) => void;
}

/** A pool of reader threads, started by its first file. */
export interface FileReaders {
  /** A CV file's text or why it was refused, and its recognised fields. */
  read(fileName: string, bytes: Buffer): Promise<FileReading>;
  /** Stops the threads; a later file starts them again. */
  close(): Promise<void>;
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

export function createFileReaders(options: FileReadersOptions): FileReaders {
  let pool: Piscina | null = null;

  function threads(): Piscina {
    if (pool !== null) return pool;
    const entry = fileReaderEntry();
    pool = new Piscina({
      filename: entry.modulePath,
      execArgv: entry.execArgv,
      minThreads: 0,
      maxThreads: options.threads,
      idleTimeout: options.idleMs,
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb, maxYoungGenerationSizeMb: options.youngHeapMb },
    });
    // Without a listener an 'error' event would be thrown, and end the process.
    pool.on('error', options.onThreadError);
    return pool;
  }

  return {
    async read(fileName, bytes) {
      // A timer that holds the process open (AbortSignal.timeout's does not): a command-line import
      // whose thread died waits for the refusal instead of ending with the file unanswered.
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(), options.deadlineMs);
      let answer: unknown;
      try {
        // Copied to the thread, not transferred: a Buffer may be a view of a larger shared allocation.
        answer = await threads().run({ fileName, bytes: new Uint8Array(bytes) }, { signal: deadline.signal });
      } catch (error) {
        if (errorCode(error) === 'ERR_WORKER_OUT_OF_MEMORY') {
          const limitMb = options.heapMb;
          return { ok: false, code: 'memory_limit', message: `The file needs more than ${limitMb} MB of memory to read: it was not read.`, params: { limitMb } };
        }
        if (deadline.signal.aborted) {
          const limitSeconds = options.deadlineMs / 1000;
          return { ok: false, code: 'time_limit', message: `Reading the file took longer than ${limitSeconds} s (the limit for one file): it was not read.`, params: { limitSeconds } };
        }
        throw error;
      } finally {
        clearTimeout(timer);
      }
      return READING.parse(answer);
    },
    async close() {
      const current = pool;
      pool = null;
      await current?.destroy();
    },
  };
}

const reporters = new Set<(error: unknown) => void>();

/**
 * Where the API's reader threads report a failure no file waited for (the API logs it); returns
 * the way to stop. Without a reporter (a command-line import) it is a process warning.
 */
export function reportFileReaderErrors(report: (error: unknown) => void): () => void {
  reporters.add(report);
  return () => reporters.delete(report);
}

const apiReaders = createFileReaders({
  threads: THREADS,
  idleMs: IDLE_MS,
  heapMb: THREAD_HEAP_MB,
  youngHeapMb: THREAD_YOUNG_HEAP_MB,
  deadlineMs: READ_DEADLINE_MS,
  onThreadError(error) {
    if (reporters.size === 0) process.emitWarning(`A CV file reader thread failed: ${error instanceof Error ? error.message : String(error)}`);
    for (const report of reporters) report(error);
  },
});

/** Reads a CV file in the API's pool (see above): its text or why it was refused, and its recognised fields. */
export function readFileInThread(fileName: string, bytes: Buffer): Promise<FileReading> {
  return apiReaders.read(fileName, bytes);
}

/** Stops the API's reader threads (when the process stops; a later file starts them again). */
export function closeFileReaders(): Promise<void> {
  return apiReaders.close();
}
