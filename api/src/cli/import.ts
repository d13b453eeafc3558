import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { CvFileWarning } from '@platform/contract';
import { ConfigError, loadConfig } from '../config/env';
import { DataDirLockedError } from '../db/data-dir-lock';
import type { Queryable } from '../db/database';
import { openDatabaseForCli } from '../db/open';
import { importResumes, type ImportDocument, type UnreadableDocument } from '../modules/cv/import-resumes';
import { importFile } from '../modules/cv/intake/import-file';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';

const USAGE = `Usage: npm run import -- <file.json|file.jsonl|file.pdf|file.docx|folder>... [--team <id>] [--json]

Imports CVs of a team (type "imported", visible to that team only): JSON Resume documents, and
PDF and DOCX files. A .json file holds one document, a list of them or { "resumes": [...] }; a
.jsonl file one per line; a PDF or DOCX file one CV, saved with the fields recognised in its text
(the original file is kept for the team); a folder is searched for all four. Each document and
file is checked on its own: the good ones are kept, each bad one is reported with its path and
reason (and the exit code is 1).
  --team <id>   the team's id (default: the demo recruiter's team)
  --json        print the per-document results as JSON`;

/** Where the user ran `npm run` (npm runs workspace scripts in the workspace's folder). */
const USER_CWD = process.env.INIT_CWD ?? process.cwd();

/** What a folder is searched for. */
const IMPORTED_EXTENSIONS = /\.(json|jsonl|pdf|docx)$/i;
/** Files read as CV files (by their content, once picked by their name). */
const CV_FILE = /\.(pdf|docx)$/i;

function filesOf(argument: string): string[] {
  const target = resolve(USER_CWD, argument);
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target, { recursive: true, encoding: 'utf8' })
    .filter((name) => IMPORTED_EXTENSIONS.test(name))
    .sort()
    .map((name) => join(target, name));
}

function unreadable(path: string, error: unknown): UnreadableDocument {
  return { path, error: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
}

/** The documents of one file, each named `file[3]` (a list) or `file:12` (line 12 of a .jsonl). */
function documentsOf(file: string): Array<ImportDocument | UnreadableDocument> {
  const name = relative(USER_CWD, file) || file;
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.jsonl')) {
    return text.split('\n').flatMap((line, index): Array<ImportDocument | UnreadableDocument> => {
      if (line.trim() === '') return [];
      const path = `${name}:${index + 1}`;
      try {
        return [{ path, document: JSON.parse(line) }];
      } catch (error) {
        return [unreadable(path, error)];
      }
    });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return [unreadable(name, error)];
  }
  const list =
    Array.isArray(parsed)
      ? parsed
      : typeof parsed === 'object' && parsed !== null && 'resumes' in parsed && Array.isArray(parsed.resumes)
        ? parsed.resumes
        : null;
  if (list === null) return [{ path: name, document: parsed }];
  return list.map((document: unknown, index) => ({ path: `${name}[${index}]`, document }));
}

const FILE_WARNINGS: Record<CvFileWarning, string> = {
  scripts_ignored: 'the PDF carries scripts; they were ignored, never run',
  text_truncated: 'the text is longer than the limit; the rest is not kept',
  pages_truncated: 'only the first pages were read',
};

async function resolveTeam(db: Queryable, team: string | undefined): Promise<{ id: string; name: string }> {
  if (team !== undefined) {
    const { rows } = await db.query<{ id: string; name: string }>(
      "SELECT id::text, name FROM teams WHERE id::text = lower($1)",
      [team],
    );
    const found = rows[0];
    if (found === undefined) throw new Error(`No team with id ${team}.`);
    return found;
  }
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT t.id::text, t.name FROM users u JOIN team_members m ON m.user_id = u.id JOIN teams t ON t.id = m.team_id
      WHERE lower(u.email) = lower($1)`,
    [DEMO_ACCOUNTS.recruiter.email],
  );
  const demo = rows[0];
  if (demo === undefined) throw new Error('There is no demo team in this database: name one with --team <id>.');
  return demo;
}

async function main(): Promise<number> {
  let parsed: { values: { team?: string | undefined; json?: boolean | undefined; help?: boolean | undefined }; positionals: string[] };
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { team: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length === 0) {
    console.error(`Name at least one file or folder.\n\n${USAGE}`);
    return 2;
  }
  let files: string[];
  try {
    files = positionals.flatMap(filesOf);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  const db = await openDatabaseForCli(loadConfig());
  try {
    const team = await resolveTeam(db, values.team);
    let imported = 0;
    let updated = 0;
    let rejected = 0;
    let index = 0;
    let fileIndex = 0;
    for (const file of files) {
      if (CV_FILE.test(file)) {
        const name = relative(USER_CWD, file) || file;
        const result = await importFile(db, team.id, { index: fileIndex, fileName: basename(file), bytes: readFileSync(file), tooLarge: false, save: true });
        fileIndex += 1;
        if (result.status === 'refused') rejected += 1;
        else if (result.status === 'updated') updated += 1;
        if (result.status === 'imported' || result.status === 'updated') imported += 1;
        if (values.json) console.log(JSON.stringify({ ...result, path: name }));
        else if (result.status === 'refused') console.log(`rejected ${name}: ${result.message}`);
        else for (const warning of result.status === 'draft' ? [] : result.warnings) console.log(`note ${name}: ${FILE_WARNINGS[warning]}`);
        continue;
      }
      const documents = documentsOf(file);
      const response = await importResumes(db, team.id, documents, index);
      index += documents.length;
      imported += response.imported;
      updated += response.updated;
      rejected += response.rejected;
      if (values.json) {
        for (const result of response.results) console.log(JSON.stringify(result));
      } else {
        for (const result of response.results) {
          if (result.status === 'rejected') for (const error of result.errors) console.log(`rejected ${error.path || '(document)'}: ${error.message}`);
          else for (const warning of result.warnings) console.log(`repaired ${warning.path}: ${warning.message}`);
        }
      }
    }
    const summary = `Imported ${imported} CV${imported === 1 ? '' : 's'} into team "${team.name}" (${team.id}) (${updated} of them updated an earlier import); rejected ${rejected}.`;
    console.error(summary);
    return rejected > 0 ? 1 : 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
