import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../config/env';
import type { Database } from '../db/database';
import { openDatabaseForCli } from '../db/open';
import { ENGLISH_CV, RUSSIAN_CV, makeDocx, makePdf, makeScannedPdf } from '../modules/cv/intake/testing/files';

const TIMEOUT_MS = 120_000;

/** Runs `npm run import -- …` as the script does (tsx on the source), in `cwd`. */
function runImport(env: NodeJS.ProcessEnv, cwd: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', pathToFileURL(require.resolve('tsx')).href, require.resolve('./import'), ...args], {
      cwd,
      env: { ...process.env, ...env, INIT_CWD: cwd },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Where the CLI's database is: the embedded one in a fresh folder, or a fresh database of DATABASE_URL's server. */
interface Target {
  name: string;
  env: () => Promise<{ env: NodeJS.ProcessEnv; dispose: () => Promise<void> }>;
}

function targets(): Target[] {
  const list: Target[] = [
    {
      name: 'the embedded database',
      env: async () => {
        const dataDir = mkdtempSync(join(tmpdir(), 'import-cli-'));
        return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
      },
    },
  ];
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl !== undefined && serverUrl !== '') {
    list.push({
      name: 'PostgreSQL',
      env: async () => {
        const name = `import_cli_${Date.now().toString(36)}`;
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}`);
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        return {
          env: { DATABASE_URL: url.toString() },
          dispose: async () => {
            await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            await admin.end();
          },
        };
      },
    });
  }
  return list;
}

describe.each(targets())('npm run import with CV files on $name', ({ env: makeEnv }) => {
  test(
    'saves each PDF and DOCX with its original, reports each refused file, and exits 1 when one was',
    async () => {
      const { env, dispose } = await makeEnv();
      const folder = mkdtempSync(join(tmpdir(), 'import-files-'));
      try {
        const withDb = async <T>(work: (db: Database) => Promise<T>): Promise<T> => {
          const db = await openDatabaseForCli(loadConfig({ ...process.env, ...env }));
          try {
            return await work(db);
          } finally {
            await db.close();
          }
        };
        const teamId = await withDb(async (db) => {
          const { rows } = await db.query<{ id: string }>("INSERT INTO teams (name) VALUES ('CLI team') RETURNING id::text");
          return rows[0]?.id ?? '';
        });
        writeFileSync(join(folder, 'smith.pdf'), await makePdf(ENGLISH_CV));
        writeFileSync(join(folder, 'ivanova.docx'), await makeDocx(RUSSIAN_CV));
        writeFileSync(join(folder, 'scan.pdf'), await makeScannedPdf());
        writeFileSync(join(folder, 'notes.txt'), 'not searched for');

        const run = await runImport(env, folder, ['.', '--team', teamId]);
        expect(run.stdout.trim().split('\n')).toEqual(['rejected scan.pdf: No text: a scanned image; OCR is not supported.']);
        expect(run.stderr).toContain('Imported 2 CVs into team "CLI team"');
        expect(run.code).toBe(1);
        const saved = await withDb(async (db) => {
          const { rows } = await db.query<{ name: string; phone: string; file_name: string }>(
            `SELECT r.name, r.resume->'basics'->>'phone' AS phone, f.file_name FROM resumes r JOIN cv_files f ON f.resume_id = r.id WHERE r.team_id = $1 ORDER BY r.name`,
            [teamId],
          );
          return rows;
        });
        expect(saved).toEqual([
          { name: 'John Smith', phone: '+442079460958', file_name: 'smith.pdf' },
          { name: 'Иванова Мария Сергеевна', phone: '+79161234567', file_name: 'ivanova.docx' },
        ]);
      } finally {
        rmSync(folder, { recursive: true, force: true });
        await dispose();
      }
    },
    TIMEOUT_MS,
  );
});
