import type { ApiFieldError, ImportResponse, ImportResult } from '@platform/shared/contract';
import type { Database } from '../../db/database';
import { validateResume } from './json-resume';
import { buildResumeRow, type ResumeOwnership, type ResumeRow } from './resume-row';
import { insertResumes } from './resume-store';

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

/** A document checked: the row to store, or why not. */
type Outcome = { index: number; row: ResumeRow } | { index: number; errors: ApiFieldError[] };

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
 * Imports JSON Resume documents for a team: each is validated on its own; the valid ones are stored
 * (type `imported`, visible to that team only) even when others in the batch fail, and each result
 * says `{ id, type }` or the path and reason of every problem.
 *
 * @param indexBase - the index the first document gets in `results` (the CLI numbers across files).
 */
export async function importResumes(
  db: Database,
  teamId: string,
  documents: ReadonlyArray<ImportDocument | UnreadableDocument>,
  indexBase = 0,
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
      const validation = validateResume(item.document, item.path);
      if (!validation.ok) return { index, errors: report(validation.errors, item.path) };
      const ownership: ResumeOwnership = {
        type: 'imported',
        username: null,
        ownerUserId: null,
        teamId,
        visibility: 'hidden',
        isDemo: false,
        updatedAt: now,
      };
      return { index, row: buildResumeRow(validation.value, ownership, now) };
    });
    const rows = outcomes.flatMap((outcome): ResumeRow[] => ('row' in outcome ? [outcome.row] : []));
    const ids = rows.length === 0 ? [] : await db.transaction((tx) => insertResumes(tx, rows));
    let stored = 0;
    for (const outcome of outcomes) {
      if ('row' in outcome) {
        const id = ids[stored];
        stored += 1;
        if (id === undefined) throw new Error('insertResumes returned fewer ids than rows');
        results.push({ index: outcome.index, status: 'imported', id, type: 'imported' });
      } else {
        results.push({ index: outcome.index, status: 'rejected', errors: outcome.errors });
      }
    }
  }
  const imported = results.filter((result) => result.status === 'imported').length;
  // PGlite has no autovacuum: refresh the planner's statistics after a big import ourselves.
  if (imported >= ANALYZE_AFTER) await db.query('ANALYZE resumes');
  return {
    imported,
    rejected: results.filter((result) => result.status === 'rejected').length,
    results,
  };
}

/** The errors of every rejected result, flattened (for a one-line summary). */
export function importErrors(response: ImportResponse): ApiFieldError[] {
  return response.results.flatMap((result) => (result.status === 'rejected' ? result.errors : []));
}
