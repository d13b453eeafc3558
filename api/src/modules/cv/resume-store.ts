import type { Queryable } from '../../db/database';
import { normaliseSearchText } from '../../text/tech-terms';
import { SEARCH_VERSION, type ResumeRow } from './resume-row';

/** Rows per INSERT: 32 parameters each, well under PostgreSQL's 65 535 per statement. */
const INSERT_BATCH = 250;

/** The stored columns, in the order {@link rowValues} binds them. */
const COLUMNS = [
  'type',
  'username',
  'owner_user_id',
  'team_id',
  'visibility',
  'is_demo',
  'resume',
  'title',
  'name',
  'city',
  'city_key',
  'salary',
  'currency',
  'salary_rub',
  'relocation',
  'remote',
  'job_search_status',
  'experience_months',
  'skills',
  'skill_keys',
  'language_levels',
  'quality',
  'updated_at',
  'last_worked_on',
  'search_version',
] as const;

/** The section texts that become `search_vector`, after the columns. */
const SECTION_KEYS = ['a', 'b', 'c', 'd', 'companies', 'positions', 'education'] as const;

const PARAMS_PER_ROW = COLUMNS.length + SECTION_KEYS.length;

/**
 * The tsvector expression for one row's section texts (parameters `$first` …): the SQL function
 * of migration 060 (`russian` stems Cyrillic with the Russian and Latin with the English stemmer).
 */
function searchVectorSql(first: number): string {
  return `resume_search_vector(${SECTION_KEYS.map((_, index) => `$${first + index}::text`).join(', ')})`;
}

function rowValues(row: ResumeRow): unknown[] {
  return [
    row.type,
    row.username,
    row.ownerUserId,
    row.teamId,
    row.visibility,
    row.isDemo,
    JSON.stringify(row.resume),
    row.title,
    row.name,
    row.city,
    row.cityKey,
    row.salary,
    row.currency,
    row.salaryRub,
    row.relocation,
    row.remote,
    row.jobSearchStatus,
    row.experienceMonths,
    row.skills,
    row.skillKeys,
    row.languageLevels,
    row.quality,
    row.updatedAt,
    row.lastWorkedOn,
    SEARCH_VERSION,
    ...SECTION_KEYS.map((key) => row.sections[key]),
  ];
}

function placeholders(rowIndex: number): string {
  const base = rowIndex * PARAMS_PER_ROW;
  const columns = COLUMNS.map((column, index) => {
    const param = `$${base + index + 1}`;
    if (column === 'resume') return `${param}::jsonb`;
    if (column === 'skills' || column === 'skill_keys' || column === 'language_levels') return `${param}::text[]`;
    if (column === 'last_worked_on') return `${param}::date`;
    if (column === 'search_version') return `${param}::smallint`;
    return param;
  });
  return `(${[...columns, searchVectorSql(base + COLUMNS.length + 1)].join(', ')})`;
}

/**
 * Inserts CVs with batched multi-row INSERTs (the demo set loads 20 000 in seconds this way).
 *
 * @param options.vocabulary - false when the caller adds the rows to the vocabulary itself, in
 *   bigger batches (the demo seeder).
 * @returns the new ids, in the order of `rows`.
 */
export async function insertResumes(
  db: Queryable,
  rows: readonly ResumeRow[],
  options: { vocabulary?: boolean } = {},
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = rows.slice(start, start + INSERT_BATCH);
    const { rows: inserted } = await db.query<{ id: number }>(
      `INSERT INTO resumes (${COLUMNS.join(', ')}, search_vector)
       VALUES ${batch.map((_, index) => placeholders(index)).join(',\n')}
       RETURNING id`,
      batch.flatMap(rowValues),
    );
    ids.push(...inserted.map((row) => Number(row.id)));
    if (options.vocabulary !== false) await addToVocabulary(db, batch);
  }
  return ids;
}

/** Rewrites every derived column of an existing CV (its owner edited it). */
export async function updateResume(db: Queryable, id: number, row: ResumeRow): Promise<void> {
  const assignments = COLUMNS.map((column, index) => {
    const param = `$${index + 2}`;
    if (column === 'resume') return `${column} = ${param}::jsonb`;
    if (column === 'skills' || column === 'skill_keys' || column === 'language_levels') return `${column} = ${param}::text[]`;
    if (column === 'last_worked_on') return `${column} = ${param}::date`;
    if (column === 'search_version') return `${column} = ${param}::smallint`;
    return `${column} = ${param}`;
  });
  await db.query(
    `UPDATE resumes SET ${assignments.join(', ')}, search_vector = ${searchVectorSql(COLUMNS.length + 2)}
      WHERE id = $1`,
    [id, ...rowValues(row)],
  );
  await addToVocabulary(db, [row]);
}

/** Words a typo could be corrected to: those of titles and skill names (3+ letters). */
function vocabularyWords(row: ResumeRow): string[] {
  const text = normaliseSearchText([row.title, ...row.skills].join(' ').toLowerCase());
  return text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3 && word.length <= 40 && /\p{L}/u.test(word));
}

/**
 * The vocabulary scope of a row: '' for the public CVs, the team's id for its imports, `null` for
 * a hidden CV (its words are nobody's suggestion).
 */
function vocabularyScope(row: ResumeRow): string | null {
  if (row.teamId !== null) return row.teamId;
  return row.visibility === 'public' ? '' : null;
}

/** Adds the title and skill words and the city of each row to `search_vocabulary` (typo fallback). */
export async function addToVocabulary(db: Queryable, rows: readonly ResumeRow[]): Promise<void> {
  const counts = new Map<string, number>();
  const add = (kind: 'word' | 'city', scope: string, term: string): void => {
    const key = `${kind}\u0000${scope}\u0000${term}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  for (const row of rows) {
    const scope = vocabularyScope(row);
    if (scope === null) continue;
    for (const word of new Set(vocabularyWords(row))) add('word', scope, word);
    if (row.cityKey !== null && row.cityKey.length <= 100) add('city', scope, row.cityKey);
  }
  if (counts.size === 0) return;
  const kinds: string[] = [];
  const scopes: string[] = [];
  const terms: string[] = [];
  const hits: number[] = [];
  for (const [key, count] of counts) {
    const [kind = '', scope = '', term = ''] = key.split('\u0000');
    kinds.push(kind);
    scopes.push(scope);
    terms.push(term);
    hits.push(count);
  }
  await db.query(
    `INSERT INTO search_vocabulary (kind, scope, term, hits)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[])
     ON CONFLICT (kind, scope, term) DO UPDATE SET hits = search_vocabulary.hits + EXCLUDED.hits`,
    [kinds, scopes, terms, hits],
  );
}
