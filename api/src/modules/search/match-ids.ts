import { z } from 'zod';
import type { CvType } from '@platform/contract';
import type { SearchCriteria } from '@platform/contract';
import type { Queryable } from '../../db/database';
import { SqlParams, type SearchViewer } from './conditions';
import { compile, nothingToSearch, parseText } from './search-resumes';
import { estimateStatement, whereClause } from './search-sql';

const EXPLAIN_PLAN = z.array(z.object({ Plan: z.object({ 'Plan Rows': z.number() }) }));

/** The match set of a search as references, newest update first. */
export interface MatchIds {
  /** Every match when `totalIsEstimate` is false; else the planner's estimate (at least `limit + 1`). */
  total: number;
  totalIsEstimate: boolean;
  items: Array<{ type: CvType; id: number }>;
}

/**
 * The first `limit` matches of `criteria` for `viewer` (newest update first), without ranking,
 * facets or highlights: what a scouting run keeps. The same text parsing and conditions as the
 * search page, so a scout finds what the search finds; the typo fallback is not applied (a saved
 * search runs as typed).
 *
 * @throws ApiError 400 (`text`) for a text beyond the parser's limits or with nothing to search.
 */
export async function matchingResumeIds(db: Queryable, criteria: SearchCriteria, viewer: SearchViewer, limit: number): Promise<MatchIds> {
  const parsed = parseText(criteria.text);
  const compiled = await compile(db, parsed, criteria, parsed.node);
  const typed = (criteria.text ?? '').trim() !== '';
  if (typed && compiled.plan.tsquery === null && parsed.periodYears === null) throw nothingToSearch([...parsed.ignored, ...compiled.ignored]);
  const params = new SqlParams();
  const where = whereClause(compiled.plan, viewer, params);
  const { rows } = await db.query<{ type: CvType; id: number }>(
    `SELECT r.type, r.id FROM resumes r WHERE ${where} ORDER BY r.updated_at DESC, r.id DESC LIMIT ${params.bind(limit + 1)}`,
    params.values,
  );
  if (rows.length <= limit) return { total: rows.length, totalIsEstimate: false, items: rows };
  const estimate = estimateStatement(compiled.plan, viewer);
  const explained = await db.query<{ 'QUERY PLAN': unknown }>(estimate.sql, estimate.values);
  const plan = EXPLAIN_PLAN.safeParse(explained.rows[0]?.['QUERY PLAN']);
  const estimated = plan.success ? Math.round(plan.data[0]?.Plan['Plan Rows'] ?? 0) : 0;
  return { total: Math.max(estimated, limit + 1), totalIsEstimate: true, items: rows.slice(0, limit) };
}
