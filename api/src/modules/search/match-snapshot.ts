import { z } from 'zod';
import type { CvType } from '@platform/contract';
import type { SearchCriteria } from '@platform/contract';
import type { Queryable } from '../../db/database';
import { SqlParams, type SearchViewer } from './conditions';
import { compile, nothingToSearch, parseText } from './search-resumes';
import { whereClause } from './search-sql';

/**
 * Where a match set was taken: the CVs with an id up to `lastId` (those that existed) and an
 * update up to `asOf` (unchanged since). A set is stored as its criteria and this boundary, never
 * as rows: a page is read again from the CVs within it.
 */
export interface MatchBoundary {
  lastId: number;
  asOf: Date;
}

/** What a run records of its match set. */
export interface SnapshotFigures {
  boundary: MatchBoundary;
  /** Exact up to the count limit, else the planner's estimate (`totalIsEstimate`). */
  total: number;
  totalIsEstimate: boolean;
  /** The matches added (id past the previous boundary) or changed (updated after it) since `since`. */
  newCount: number;
  newCountIsEstimate: boolean;
}

/** One CV of a page of a match set. */
export interface SnapshotItem {
  type: CvType;
  id: number;
  isNew: boolean;
}

const EXPLAIN_PLAN = z.array(z.object({ Plan: z.object({ 'Plan Rows': z.number() }) }));

/** The criteria's conditions on alias `r`, as the search page applies them (no typo fallback). */
async function criteriaWhere(db: Queryable, criteria: SearchCriteria, viewer: SearchViewer, params: SqlParams): Promise<string> {
  const parsed = parseText(criteria.text);
  const compiled = await compile(db, parsed, criteria, parsed.node);
  const typed = (criteria.text ?? '').trim() !== '';
  if (typed && compiled.plan.tsquery === null && parsed.periodYears === null) throw nothingToSearch([...parsed.ignored, ...compiled.ignored]);
  return whereClause(compiled.plan, viewer, params);
}

function within(boundary: MatchBoundary, params: SqlParams): string {
  return `r.id <= ${params.bind(boundary.lastId)}::bigint AND r.updated_at <= ${params.bind(boundary.asOf)}::timestamptz`;
}

function changedSince(since: MatchBoundary, params: SqlParams): string {
  return `(r.id > ${params.bind(since.lastId)}::bigint OR r.updated_at > ${params.bind(since.asOf)}::timestamptz)`;
}

function unchangedSince(since: MatchBoundary, params: SqlParams): string {
  return `r.id <= ${params.bind(since.lastId)}::bigint AND r.updated_at <= ${params.bind(since.asOf)}::timestamptz`;
}

/**
 * Counts the rows of `where` exactly up to `limit` (the count stops there: counting reads every
 * match's heap row), past it the planner's estimate.
 */
async function countUpTo(db: Queryable, where: string, values: unknown[], limit: number): Promise<{ count: number; isEstimate: boolean }> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM (SELECT 1 FROM resumes r WHERE ${where} LIMIT ${limit + 1}) AS m`,
    values,
  );
  const count = rows[0]?.count ?? 0;
  if (count <= limit) return { count, isEstimate: false };
  const explained = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) SELECT 1 FROM resumes r WHERE ${where}`, values);
  const plan = EXPLAIN_PLAN.safeParse(explained.rows[0]?.['QUERY PLAN']);
  const estimated = plan.success ? Math.round(plan.data[0]?.Plan['Plan Rows'] ?? 0) : 0;
  return { count: Math.max(estimated, limit + 1), isEstimate: true };
}

/**
 * Takes a match set now: its boundary (the newest CV id, the database's clock) and its counts,
 * the new ones being those added or changed since `since` (every match when `since` is null).
 * Reads at most `countLimit + 1` matches per count, whatever the set's size.
 */
export async function takeSnapshot(
  db: Queryable,
  criteria: SearchCriteria,
  viewer: SearchViewer,
  options: { since: MatchBoundary | null; countLimit: number },
): Promise<SnapshotFigures> {
  const params = new SqlParams();
  const where = await criteriaWhere(db, criteria, viewer, params);
  // The boundary travels as a JavaScript Date, which keeps milliseconds: the database's clock is
  // rounded up to the next millisecond so that a CV changed just before the snapshot (in the same
  // millisecond) is inside the set, not outside it with a change time past its truncated boundary.
  const { rows } = await db.query<{ last_id: number; as_of: Date }>(
    `SELECT coalesce(max(id), 0) AS last_id, date_trunc('milliseconds', now()) + interval '1 millisecond' AS as_of FROM resumes`,
  );
  const row = rows[0];
  if (row === undefined) throw new Error('SELECT max(id) FROM resumes returned no row');
  const boundary: MatchBoundary = { lastId: row.last_id, asOf: row.as_of };
  const inSet = `${where} AND ${within(boundary, params)}`;
  const total = await countUpTo(db, inSet, params.values, options.countLimit);
  if (options.since === null) return { boundary, total: total.count, totalIsEstimate: total.isEstimate, newCount: total.count, newCountIsEstimate: total.isEstimate };
  const fresh = await countUpTo(db, `${inSet} AND ${changedSince(options.since, params)}`, params.values, options.countLimit);
  return { boundary, total: total.count, totalIsEstimate: total.isEstimate, newCount: fresh.count, newCountIsEstimate: fresh.isEstimate };
}

/**
 * A page of a stored match set, read from the CVs as they are now within `boundary`: the new ones
 * (added or changed since `since`; all when `since` is null) first, then the others, each newest
 * update first. Each part reads at most `offset + limit` matches in the updated-at index's order,
 * so a page costs the same on a set of ten CVs as on a million (deeper pages cost more).
 */
export async function snapshotPage(
  db: Queryable,
  criteria: SearchCriteria,
  viewer: SearchViewer,
  options: { boundary: MatchBoundary; since: MatchBoundary | null; offset: number; limit: number; onlyNew?: boolean },
): Promise<SnapshotItem[]> {
  const params = new SqlParams();
  const where = await criteriaWhere(db, criteria, viewer, params);
  const reach = params.bind(options.offset + options.limit);
  const since = options.since;
  const part = (conditions: string, isNew: boolean, order: number) =>
    `(SELECT r.type, r.id, r.updated_at, ${isNew} AS is_new, ${order} AS part FROM resumes r
       WHERE ${where} AND ${conditions} ORDER BY r.updated_at DESC, r.id DESC LIMIT ${reach})`;
  const parts = [part(since === null ? within(options.boundary, params) : `${within(options.boundary, params)} AND ${changedSince(since, params)}`, true, 0)];
  if (since !== null && options.onlyNew !== true) parts.push(part(unchangedSince(since, params), false, 1));
  const { rows } = await db.query<{ type: CvType; id: number; is_new: boolean }>(
    `SELECT x.type, x.id, x.is_new FROM (${parts.join('\n UNION ALL\n ')}) AS x
      ORDER BY x.part, x.updated_at DESC, x.id DESC OFFSET ${params.bind(options.offset)} LIMIT ${params.bind(options.limit)}`,
    params.values,
  );
  return rows.map((item) => ({ type: item.type, id: item.id, isNew: item.is_new }));
}
