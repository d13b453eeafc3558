import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { buildApp } from '../../../api/src/app';
import { loadConfig } from '../../../api/src/config/env';
import { migrate } from '../../../api/src/db/migrate';
import { openPostgres } from '../../../api/src/db/postgres';
import { administer } from '../../../api/src/db/testing';
import { JobRegistry } from '../../../api/src/jobs';
import { closeFileReaders, readFileInThread } from '../../../api/src/modules/cv/intake/file-reader';
import { importFile } from '../../../api/src/modules/cv/intake/import-file';
import { ENGLISH_CV, RUSSIAN_CV, makeDocx, makePdf } from '../../../api/src/modules/cv/intake/testing/files';
import { log } from '../util/log';
import { round } from '../util/stats';
import { insertBenchCvs } from './bench-target';
import { databaseUrl } from './postgres-database';
import { type SearchSeries, SearchProbe, summarise } from './search-probe';

/** Extraction and import of CV files (PDF and DOCX, half each, English and Russian). */
export interface IntakeBenchResult {
  files: number;
  /** Text read and fields recognised, one file after another, in the API's reader threads. */
  extractFilesPerSecond: number;
  /**
   * Files imported with `save=true`'s path (read, recognised, CV and original committed) into a
   * fresh database of a PostgreSQL server: the database's memory is its own process's, as the
   * embedded database's server process is beside the API's.
   */
  importFilesPerSecond: number;
  /** The process's peak resident memory over both phases. */
  peakRssMb: number;
  /**
   * A recruiter's searches through the API in the same process, one after another, over `cvs` CVs:
   * idle (before and after the import, pooled) and while 300 more files are imported (after the
   * timed ones); `ratio` of the p95s.
   */
  search: { cvs: number; idle: SearchSeries; importing: SearchSeries; ratio: number };
  loadAverage: number;
}

/** Searches timed idle before the import and again after it (pooled). */
const IDLE_SEARCHES = 150;
/** Files imported (after the timed ones) while the recruiter searches. */
const SEARCHED_FILES = 300;

/** A CV file of person `index`: a 2-page PDF or a DOCX, its e-mail unique (each import is a new CV). */
async function cvFile(index: number): Promise<{ name: string; bytes: Buffer }> {
  const base = index % 4 < 2 ? ENGLISH_CV : RUSSIAN_CV;
  const lines = base.map((line) => line.replace(/[\w.]+@example\.(com|ru)/, `person-${index}@example.test`));
  const filler = Array.from({ length: 60 }, (_, line) => `Project ${line}: PostgreSQL, Kubernetes, аналитика данных, отчётность ${index}`);
  return index % 2 === 0 ? { name: `cv-${index}.pdf`, bytes: await makePdf([...lines, ...filler]) } : { name: `cv-${index}.docx`, bytes: await makeDocx([...lines, ...filler]) };
}

/** Samples the resident memory until stopped; the peak in MB. */
function watchRss(): () => number {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 25);
  return () => {
    clearInterval(timer);
    return Math.round(Math.max(peak, process.memoryUsage().rss) / (1024 * 1024));
  };
}

export async function runIntakeBench(count: number, serverUrl: string, searchCvs: number): Promise<IntakeBenchResult> {
  log(`intake: making ${count} files`);
  const files: Array<{ name: string; bytes: Buffer }> = [];
  for (let index = 0; index < count; index += 1) files.push(await cvFile(index));
  const stopRss = watchRss();

  const mb = () => `${Math.round(process.memoryUsage().rss / (1024 * 1024))} MB`;
  // Read and recognised one after another in the API's reader threads (as an import reads them),
  // so this process's own thread never loads the readers, as the API's never does.
  log(`intake: extracting (RSS ${mb()})`);
  let started = performance.now();
  for (const file of files) {
    const reading = await readFileInThread(file.name, file.bytes);
    if (!reading.ok) throw new Error(`${file.name}: ${reading.message}`);
  }
  const extractSeconds = (performance.now() - started) / 1000;

  const name = `bench_intake_${randomBytes(4).toString('hex')}`;
  await administer(serverUrl, `CREATE DATABASE ${name}`);
  const db = await openPostgres(databaseUrl(serverUrl, name));
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await migrate(db);
    const { rows } = await db.query<{ id: string }>("INSERT INTO teams (name) VALUES ('Bench team') RETURNING id::text");
    const teamId = rows[0]?.id ?? '';
    const importAll = async (batch: ReadonlyArray<{ name: string; bytes: Buffer }>): Promise<void> => {
      for (const [index, file] of batch.entries()) {
        const result = await importFile(db, teamId, { index, fileName: file.name, bytes: file.bytes, tooLarge: false, save: true });
        if (result.status !== 'imported') throw new Error(`${file.name}: ${JSON.stringify(result)}`);
      }
    };

    // The import as `save=true` runs it (the files read in the API's reader threads), timed alone
    // into the team's fresh database; the peak RSS is of the extraction and this import.
    log(`intake: importing into PostgreSQL (RSS ${mb()})`);
    started = performance.now();
    await importAll(files);
    const importSeconds = (performance.now() - started) / 1000;
    const peakRssMb = stopRss();

    // Then the search: the platform's CVs added, a recruiter of another team searches idle, and
    // while the bench team imports more files (other people), in the same process.
    log(`intake: ${searchCvs} CVs for the searches (RSS ${mb()})`);
    await insertBenchCvs(db, searchCvs);
    app = await buildApp({ db, config: loadConfig({ NODE_ENV: 'test' }), jobs: new JobRegistry() });
    await app.ready();
    // A recruiter of another team searches while the bench team imports.
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'intake@bench.test', password: 'bench-password-1', name: 'Bench', kind: 'recruiter' },
    });
    const cookie = `sid=${register.cookies.find((item) => item.name === 'sid')?.value ?? ''}`;
    const more: Array<{ name: string; bytes: Buffer }> = [];
    for (let index = 0; index < SEARCHED_FILES; index += 1) more.push(await cvFile(count + index));
    const probe = new SearchProbe(app, cookie);
    log(`intake: idle searches (RSS ${mb()})`);
    const idleBefore = await probe.series(IDLE_SEARCHES, 10);
    log(`intake: importing ${SEARCHED_FILES} more while searching (RSS ${mb()})`);
    let imported = false;
    const searching = probe.until(() => imported);
    try {
      await importAll(more);
    } finally {
      imported = true;
    }
    const importing = summarise(await searching);
    const idle = summarise([...idleBefore, ...(await probe.series(IDLE_SEARCHES))]);
    return {
      files: count,
      extractFilesPerSecond: Math.round(count / extractSeconds),
      importFilesPerSecond: Math.round(count / importSeconds),
      peakRssMb,
      search: { cvs: searchCvs, idle, importing, ratio: round(importing.p95Ms / idle.p95Ms, 2) },
      loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    };
  } finally {
    stopRss();
    await app?.close();
    await closeFileReaders();
    await db.close();
    await administer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
