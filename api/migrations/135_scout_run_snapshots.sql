-- A scouting run's result is its whole match set, stored as the criteria it ran and a snapshot
-- boundary (the newest CV id and the database's clock at the run) instead of rows: a page is read
-- again from the CVs within the boundary (src/modules/search/match-snapshot.ts). The new CVs of a
-- run are those added (id past) or changed (updated after) the previous run's boundary. One row
-- per run whatever the set's size; the 5 000-row cap and the per-scout "seen" set are gone.

ALTER TABLE scout_runs
  ADD COLUMN criteria jsonb,
  ADD COLUMN last_resume_id bigint,
  ADD COLUMN as_of timestamptz,
  -- The previous run's boundary when it ran the same criteria; NULL: every match is new.
  ADD COLUMN since_resume_id bigint,
  ADD COLUMN since_at timestamptz,
  ADD COLUMN new_count_is_estimate boolean NOT NULL DEFAULT false;

-- Earlier runs: their scout's criteria, and the CVs that existed when they ran.
UPDATE scout_runs r
   SET criteria = s.criteria,
       as_of = r.created_at,
       last_resume_id = coalesce((SELECT max(c.id) FROM resumes c WHERE c.created_at <= r.created_at), 0)
  FROM scouts s
 WHERE s.id = r.scout_id;

UPDATE scout_runs r
   SET since_resume_id = p.last_resume_id, since_at = p.as_of
  FROM (SELECT id,
               lag(last_resume_id) OVER (PARTITION BY scout_id ORDER BY created_at, id) AS last_resume_id,
               lag(as_of) OVER (PARTITION BY scout_id ORDER BY created_at, id) AS as_of
          FROM scout_runs) p
 WHERE p.id = r.id;

ALTER TABLE scout_runs
  ALTER COLUMN criteria SET NOT NULL,
  ALTER COLUMN last_resume_id SET NOT NULL,
  ALTER COLUMN as_of SET NOT NULL,
  ADD CONSTRAINT scout_runs_since_whole CHECK ((since_resume_id IS NULL) = (since_at IS NULL)),
  DROP COLUMN kept;

DROP TABLE scout_run_items;
DROP TABLE scout_matches;
