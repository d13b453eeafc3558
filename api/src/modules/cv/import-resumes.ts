import type { ApiFieldError, ImportResponse, ImportResult } from '@platform/contract';
import type { Database, Queryable } from '../../db/database';
import { findDuplicates, probeOfResume } from './duplicates';
import { validateResume } from './json-resume';
import { repairResume } from './repair-resume';
import { buildResumeRow, type ResumeOwnership, type ResumeRow } from './resume-row';
import { insertResumes, updateResume } from './resume-store';

/** A document to import and where it came from (for error paths: `resumes.3`, `cvs.jsonl:12`). */
export interface ImportDocument {
  path: string;
  document: unknown;
}

/** A document that could not even be read (bad JSON in a file): reported like a rejected one. */
export interface UnreadableDocument {
  path: string;
  error: string;
}

/** A document checked: the row to store (and the repairs made), or why not. */
type Outcome = { index: number; row: ResumeRow; warnings: ApiFieldError[]; keys: string[] } | { index: number; errors: ApiFieldError[] };

/** Errors reported per rejected document: a document of thousands of bad items says so in a few. */
export const MAX_ERRORS_PER_DOCUMENT = 20;
/** Errors reported per import: past it, a rejected document gets one line saying so. */
export const MAX_ERRORS_PER_REQUEST = 1000;

/**
 * At most `room` of `errors`, the rest summed up in one last entry: a hostile import once kept
 * every error of every document (hundreds of thousands, gigabytes of heap with their paths).
 */
function capErrors(errors: ApiFieldError[], room: number, path: string): ApiFieldError[] {
  const limit = Math.min(MAX_ERRORS_PER_DOCUMENT, room);
  if (errors.length <= limit) return errors;
  const hidden = errors.length - limit;
  return [
    ...errors.slice(0, limit),
    { path, message: `${hidden} more error${hidden === 1 ? '' : 's'} not shown.`, code: 'errors_truncated', params: { hidden } },
  ];
}

/** Imports of this many CVs or more refresh the table's statistics. */
const ANALYZE_AFTER = 1000;

/** Documents validated and stored per transaction. */
const IMPORT_CHUNK = 500;

/**
 * When the CV was last changed: the document's `meta.lastModified` if it is a real date not in the
 * future, else the time of the import.
 */
function lastModified(document: unknown, now: Date): Date {
  if (typeof document !== 'object' || document === null) return now;
  const meta: unknown = Reflect.get(document, 'meta');
  if (typeof meta !== 'object' || meta === null) return now;
  const value: unknown = Reflect.get(meta, 'lastModified');
  if (typeof value !== 'string') return now;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) || date > now ? now : date;
}

/** What identifies a document across imports: its e-mail address and its `meta.canonical`. */
function identityKeys(row: ResumeRow): string[] {
  const keys: string[] = [];
  const email = row.resume.basics?.email?.trim().toLowerCase();
  if (email) keys.push(`email:${email}`);
  const meta: unknown = row.resume['meta'];
  const canonical: unknown = typeof meta === 'object' && meta !== null ? Reflect.get(meta, 'canonical') : undefined;
  if (typeof canonical === 'string' && canonical.trim() !== '') keys.push(`canonical:${canonical.trim()}`);
  return keys;
}

/** The team's earlier imports of these identities: key → CV id. */
async function earlierImports(db: Queryable, teamId: string, keys: readonly string[]): Promise<Map<string, number>> {
  const emails = keys.filter((key) => key.startsWith('email:')).map((key) => key.slice('email:'.length));
  const canonicals = keys.filter((key) => key.startsWith('canonical:')).map((key) => key.slice('canonical:'.length));
  if (emails.length === 0 && canonicals.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; email: string | null; canonical: string | null }>(
    `SELECT id, lower(resume->'basics'->>'email') AS email, resume->'meta'->>'canonical' AS canonical
       FROM resumes
      WHERE type = 'imported' AND team_id = $1
        AND (lower(resume->'basics'->>'email') = ANY($2::text[]) OR resume->'meta'->>'canonical' = ANY($3::text[]))
      ORDER BY id`,
    [teamId, emails, canonicals],
  );
  const found = new Map<string, number>();
  for (const row of rows) {
    if (row.email !== null && !found.has(`email:${row.email}`)) found.set(`email:${row.email}`, Number(row.id));
    if (row.canonical !== null && !found.has(`canonical:${row.canonical}`)) found.set(`canonical:${row.canonical}`, Number(row.id));
  }
  return found;
}

/**
 * Imports JSON Resume documents for a team: each is repaired where the repair loses nothing (each
 * repair reported as a warning), validated on its own, and stored (type `imported`, visible to that
 * team only) even when others in the batch fail. A document the team imported before (same e-mail
 * or `meta.canonical`) updates that CV instead of adding a copy.
 *
 * @param indexBase - the index the first document gets in `results` (the CLI numbers across files).
 */
export async function importResumes(
  db: Database,
  teamId: string,
  documents: ReadonlyArray<ImportDocument | UnreadableDocument>,
  indexBase = 0,
  duplicateChecks = 0,
): Promise<ImportResponse> {
  const results: ImportResult[] = [];
  const now = new Date();
  let reportedErrors = 0;
  const report = (errors: ApiFieldError[], path: string): ApiFieldError[] => {
    const capped = capErrors(errors, Math.max(0, MAX_ERRORS_PER_REQUEST - reportedErrors), path);
    reportedErrors += capped.length;
    return capped;
  };
  for (let start = 0; start < documents.length; start += IMPORT_CHUNK) {
    const outcomes = documents.slice(start, start + IMPORT_CHUNK).map((item, offset): Outcome => {
      const index = indexBase + start + offset;
      if ('error' in item) return { index, errors: report([{ path: item.path, message: item.error }], item.path) };
      const repaired = repairResume(item.document, item.path);
      const validation = validateResume(repaired.document, item.path);
      if (!validation.ok) return { index, errors: report(validation.errors, item.path) };
      const ownership: ResumeOwnership = {
        type: 'imported',
        username: null,
        ownerUserId: null,
        teamId,
        visibility: 'hidden',
        isDemo: false,
        updatedAt: lastModified(repaired.document, now),
      };
      const row = buildResumeRow(validation.value, ownership, now);
      return { index, row, warnings: repaired.warnings, keys: identityKeys(row) };
    });
    const chunkResults = await db.transaction(async (tx) => {
      const earlier = await earlierImports(tx, teamId, outcomes.flatMap((outcome) => ('row' in outcome ? outcome.keys : [])));
      // New documents go in one batched INSERT; a known one (or a repeat inside this import) updates.
      const fresh: Array<Extract<Outcome, { row: ResumeRow }>> = [];
      const claimed = new Set<string>();
      for (const outcome of outcomes) {
        if (!('row' in outcome)) continue;
        const known = outcome.keys.some((key) => earlier.has(key) || claimed.has(key));
        if (!known) fresh.push(outcome);
        for (const key of outcome.keys) claimed.add(key);
      }
      const ids = await insertResumes(tx, fresh.map((outcome) => outcome.row));
      const freshIds = new Map(fresh.map((outcome, position) => [outcome, ids[position]]));
      const chunk: ImportResult[] = [];
      for (const outcome of outcomes) {
        if (!('row' in outcome)) {
          chunk.push({ index: outcome.index, status: 'rejected', errors: outcome.errors });
          continue;
        }
        let id = freshIds.get(outcome);
        const isNew = id !== undefined;
        if (id === undefined) {
          id = outcome.keys.map((key) => earlier.get(key)).find((found) => found !== undefined);
          if (id === undefined) throw new Error('an imported document has neither a new nor an earlier id');
          await updateResume(tx, id, outcome.row);
        }
        for (const key of outcome.keys) if (!earlier.has(key)) earlier.set(key, id);
        chunk.push({ index: outcome.index, status: isNew ? 'imported' : 'updated', id, type: 'imported', warnings: outcome.warnings });
      }
      return chunk;
    });
    results.push(...chunkResults);
  }
  const imported = results.filter((result) => result.status !== 'rejected').length;
  await addDuplicates(db, teamId, results, duplicateChecks);
  // PGlite has no autovacuum: refresh the planner's statistics after a big import ourselves.
  if (imported >= ANALYZE_AFTER) await db.query('ANALYZE resumes');
  return {
    imported,
    updated: results.filter((result) => result.status === 'updated').length,
    rejected: results.filter((result) => result.status === 'rejected').length,
    results,
  };
}

/**
 * The likely duplicates of the first `count` stored CVs, among the CVs the team can see, into
 * their results (after the import committed: a CV of the same batch is found too).
 */
async function addDuplicates(db: Queryable, teamId: string, results: ImportResult[], count: number): Promise<void> {
  let checked = 0;
  for (const [position, result] of results.entries()) {
    if (checked >= count) return;
    if (result.status === 'rejected') continue;
    checked += 1;
    const duplicates = await findDuplicates(db, teamId, await probeOfResume(db, teamId, { type: 'imported', id: result.id }));
    results[position] = { ...result, duplicates };
  }
}

/** The errors of every rejected result, flattened (for a one-line summary). */
export function importErrors(response: ImportResponse): ApiFieldError[] {
  return response.results.flatMap((result) => (result.status === 'rejected' ? result.errors : []));
}
