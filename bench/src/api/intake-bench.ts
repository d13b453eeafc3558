import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { buildApp } from '../../../api/src/app';
import { loadConfig } from '../../../api/src/config/env';
import { migrate } from '../../../api/src/db/migrate';
import { openPostgres } from '../../../api/src/db/postgres';
import { administer } from '../../../api/src/db/testing';
import { JobRegistry } from '../../../api/src/jobs';
import { closeFileReaders } from '../../../api/src/modules/cv/intake/file-reader';
import { importFile } from '../../../api/src/modules/cv/intake/import-file';
import { readCvFile } from '../../../api/src/modules/cv/intake/read-file';
import { ENGLISH_CV, RUSSIAN_CV, makeDocx, makePdf } from '../../../api/src/modules/cv/intake/testing/files';
import { log } from '../util/log';
import { round } from '../util/stats';
import { insertBenchCvs } from './bench-target';
import { databaseUrl } from './postgres-database';
import { type SearchSeries, SearchProbe, summarise } from './search-probe';

/** Extraction and import of CV files (PDF and DOCX, half each, English and Russian). */
export interface IntakeBenchResult {
  files: number;
  /** Text read and fields recognised, in this process, one file after another. */
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
   * idle (before and after the import, pooled) and while the files are imported; `ratio` of the p95s.
   */
  search: { cvs: number; idle: SearchSeries; importing: SearchSeries; ratio: number };
  loadAverage: number;
}

/** Searches timed idle before the import and again after it (pooled). */
const IDLE_SEARCHES = 150;

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
  // Read and recognised on this thread, one after another: the reading's own speed.
  log(`intake: extracting (RSS ${mb()})`);
  let started = performance.now();
  for (const file of files) {
    const reading = await readCvFile(file.name, file.bytes);
    if (!reading.ok) throw new Error(`${file.name}: ${reading.message}`);
  }
  const extractSeconds = (performance.now() - started) / 1000;

  log(`intake: ${searchCvs} CVs into PostgreSQL (RSS ${mb()})`);
  const name = `bench_intake_${randomBytes(4).toString('hex')}`;
  await administer(serverUrl, `CREATE DATABASE ${name}`);
  const db = await openPostgres(databaseUrl(serverUrl, name));
  const app = await buildApp({ db, config: loadConfig({ NODE_ENV: 'test' }), jobs: new JobRegistry() });
  try {
    await migrate(db);
    await insertBenchCvs(db, searchCvs);
    await app.ready();
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'intake@bench.test', password: 'bench-password-1', name: 'Bench', kind: 'recruiter' },
    });
    const cookie = `sid=${register.cookies.find((item) => item.name === 'sid')?.value ?? ''}`;
    const { rows } = await db.query<{ id: string }>(
      "SELECT m.team_id::text AS id FROM team_members m JOIN users u ON u.id = m.user_id WHERE u.email = 'intake@bench.test'",
    );
    const teamId = rows[0]?.id ?? '';
    const probe = new SearchProbe(app, cookie);
    log(`intake: idle searches (RSS ${mb()})`);
    const idleBefore = await probe.series(IDLE_SEARCHES, 10);

    // The import as `save=true` runs it (the files read in the API's reader threads), with the
    // recruiter searching in the same process meanwhile.
    log(`intake: importing while searching (RSS ${mb()})`);
    let imported = false;
    const searching = probe.until(() => imported);
    started = performance.now();
    try {
      for (const [index, file] of files.entries()) {
        const result = await importFile(db, teamId, { index, fileName: file.name, bytes: file.bytes, tooLarge: false, save: true });
        if (result.status !== 'imported') throw new Error(`${file.name}: ${JSON.stringify(result)}`);
      }
    } finally {
      imported = true;
    }
    const importSeconds = (performance.now() - started) / 1000;
    const importing = summarise(await searching);
    const idle = summarise([...idleBefore, ...(await probe.series(IDLE_SEARCHES))]);
    return {
      files: count,
      extractFilesPerSecond: Math.round(count / extractSeconds),
      importFilesPerSecond: Math.round(count / importSeconds),
      peakRssMb: stopRss(),
      search: { cvs: searchCvs, idle, importing, ratio: round(importing.p95Ms / idle.p95Ms, 2) },
      loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    };
  } finally {
    stopRss();
    await app.close();
    await closeFileReaders();
    await db.close();
    await administer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
