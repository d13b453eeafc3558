import { z } from 'zod';
import type { SearchViewer, SqlParams } from './conditions';

/**
 * Facets over a CTE named `facet_source` (columns `id`, `city`, `city_key`, `skill_keys`,
 * `experience_months`): top cities and skills, and the experience bands. Grouping runs on the keys
 * in the "C" collation (byte order: no locale rules needed to count), and a skill's label is read
 * from one CV that has it (`skills` and `skill_keys` are parallel arrays).
 */
export const FACET_ROWS = `(SELECT 'city' AS facet, c.city_key COLLATE "C" AS value, min(c.city COLLATE "C") AS label, count(*)::int AS count
     FROM facet_source c WHERE c.city_key IS NOT NULL GROUP BY 2 ORDER BY 4 DESC, 2 LIMIT 20)
  UNION ALL
  (SELECT 'skill', k.key, (SELECT r.skills[array_position(r.skill_keys, k.key)] FROM facet_source c JOIN resumes r ON r.id = c.id
                            WHERE c.skill_keys @> ARRAY[k.key] LIMIT 1), k.count
     FROM (SELECT x.key COLLATE "C" AS key, count(*)::int AS count
             FROM (SELECT unnest(c.skill_keys) AS key FROM facet_source c) AS x
            GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 20) AS k)
  UNION ALL
  (SELECT 'experience', b.band, b.band, count(*)::int FROM (
     SELECT CASE WHEN c.experience_months < 12 THEN '0-1' WHEN c.experience_months < 36 THEN '1-3'
                 WHEN c.experience_months < 72 THEN '3-6' ELSE '6+' END AS band
       FROM facet_source c) AS b
    GROUP BY b.band)`;

/** The columns `facet_source` needs, read from alias `r`. */
export const FACET_COLUMNS = 'r.id, r.city, r.city_key, r.skill_keys, r.experience_months';

/**
 * The CV-change counters of the scopes `viewer` sees (migration 168): the public CVs', and its
 * team's when it has one (a team none of whose CVs has changed yet: 0).
 */
function teamChanges(viewer: SearchViewer, params: SqlParams): string {
  return viewer.teamId === null
    ? '0::bigint'
    : `coalesce((SELECT t.changes FROM search_team_changes t WHERE t.team_id = ${params.bind(viewer.teamId)}::uuid), 0::bigint)`;
}

const PUBLIC_CHANGES = '(SELECT s.public_changes FROM search_changes s)';
const LINEAGE = '(SELECT s.lineage::text FROM search_changes s)';

/**
 * What a statement reports beside its counts, as a JSON object ({@link STAMP}): the change
 * counters of the scopes `viewer` sees, the database they belong to and the database's date, read
 * in the same statement (one snapshot) as the counts, so a cached count can be checked against them
 * (migrations 120, 121, 168). The date matters to `period:N`, which is relative to it.
 */
export function countStamp(viewer: SearchViewer, params: SqlParams): string {
  return `json_build_object('publicChanges', ${PUBLIC_CHANGES}, 'teamChanges', ${teamChanges(viewer, params)}, 'lineage', ${LINEAGE}, 'day', current_date::text)`;
}

/**
 * `true` in SQL while `stamp` (taken for `viewer`) is the one {@link countStamp} would read now:
 * no CV that the viewer's scopes hold has changed, the same database, the same day.
 */
export function stampStillHolds(stamp: CountStamp, viewer: SearchViewer, params: SqlParams): string {
  return `(${PUBLIC_CHANGES} = ${params.bind(stamp.publicChanges)}::bigint
                   AND ${teamChanges(viewer, params)} = ${params.bind(stamp.teamChanges)}::bigint
                   AND ${LINEAGE} = ${params.bind(stamp.lineage)}::text
                   AND current_date::text = ${params.bind(stamp.day)}::text)`;
}

/**
 * When counts were taken, for one viewer: the change counters of the CV scopes it sees and the
 * database's date in their snapshot. Stamps of one viewer's team (or of teamless viewers) compare.
 */
export interface CountStamp {
  /** Changes to the CVs without a team (the public scope), and TRUNCATEs. */
  publicChanges: number;
  /** Changes to the viewer's team's CVs; 0 for a viewer without a team. */
  teamChanges: number;
  /** The database the counters belong to (a streaming replica shares its primary's). */
  lineage: string;
  day: string;
}

/** A stamp as {@link countStamp} writes it. */
export const STAMP = z.object({ publicChanges: z.number(), teamChanges: z.number(), lineage: z.string(), day: z.string() });
