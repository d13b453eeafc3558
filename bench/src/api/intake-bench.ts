import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { migrate } from '../../../api/src/db/migrate';
import { openPostgres } from '../../../api/src/db/postgres';
import { administer } from '../../../api/src/db/testing';
import { extractFileText } from '../../../api/src/modules/cv/intake/extract';
import { importFile } from '../../../api/src/modules/cv/intake/import-file';
import { recogniseDraft } from '../../../api/src/modules/cv/intake/recognise';
import { ENGLISH_CV, RUSSIAN_CV, makeDocx, makePdf } from '../../../api/src/modules/cv/intake/testing/files';
import { log } from '../util/log';
import { databaseUrl } from './postgres-database';

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
  loadAverage: number;
}

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

export async function runIntakeBench(count: number, serverUrl: string): Promise<IntakeBenchResult> {
  log(`intake: making ${count} files`);
  const files: Array<{ name: string; bytes: Buffer }> = [];
  for (let index = 0; index < count; index += 1) files.push(await cvFile(index));
  const stopRss = watchRss();

  const mb = () => `${Math.round(process.memoryUsage().rss / (1024 * 1024))} MB`;
  log(`intake: extracting (RSS ${mb()})`);
  let started = performance.now();
  for (const file of files) {
    const extraction = await extractFileText(file.name, file.bytes);
    if (!extraction.ok) throw new Error(`${file.name}: ${extraction.message}`);
    recogniseDraft(extraction.text);
  }
  const extractSeconds = (performance.now() - started) / 1000;

  log(`intake: importing into PostgreSQL (RSS ${mb()})`);
  const name = `bench_intake_${randomBytes(4).toString('hex')}`;
  await administer(serverUrl, `CREATE DATABASE ${name}`);
  const db = await openPostgres(databaseUrl(serverUrl, name));
  try {
    await migrate(db);
    const { rows } = await db.query<{ id: string }>("INSERT INTO teams (name) VALUES ('Bench team') RETURNING id::text");
    const teamId = rows[0]?.id ?? '';
    log(`intake: database open (RSS ${mb()})`);
    started = performance.now();
    for (const [index, file] of files.entries()) {
      const result = await importFile(db, teamId, { index, fileName: file.name, bytes: file.bytes, tooLarge: false, save: true });
      if (result.status !== 'imported') throw new Error(`${file.name}: ${JSON.stringify(result)}`);
    }
    const importSeconds = (performance.now() - started) / 1000;
    return {
      files: count,
      extractFilesPerSecond: Math.round(count / extractSeconds),
      importFilesPerSecond: Math.round(count / importSeconds),
      peakRssMb: stopRss(),
      loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    };
  } finally {
    stopRss();
    await db.close();
    await administer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
