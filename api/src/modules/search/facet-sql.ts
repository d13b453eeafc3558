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
 * What a statement reports beside its counts: the CV-change counter and the database's date, read
 * in the same statement (one snapshot) as the counts, so a cached count can be checked against them
 * (migration 120). The date matters to `period:N`, which is relative to it.
 */
export const COUNT_STAMP = `'changes', (SELECT s.changes FROM search_changes s), 'lineage', (SELECT s.lineage::text FROM search_changes s), 'day', current_date::text`;

/** When counts were taken: the CV-change counter and the database's date in their snapshot. */
export interface CountStamp {
  changes: number;
  /** The database the counter belongs to (a streaming replica shares its primary's). */
  lineage: string;
  day: string;
}
