-- Scouting on a schedule (src/modules/user/scouts/): a scout runs manually, hourly, or daily at an
-- hour of its owner's time zone, as a job (`scout.run`, one `job_schedules` row per scheduled
-- scout, named `scout.run:<id>`). A run keeps its whole match set (up to a limit), the CVs new
-- to the scout marked; failures are reported on the scout; an opt-in digest mails the new ones.

ALTER TABLE scouts
  ADD COLUMN schedule text NOT NULL DEFAULT 'manual' CHECK (schedule IN ('manual', 'hourly', 'daily')),
  ADD COLUMN run_hour smallint CHECK (run_hour BETWEEN 0 AND 23),
  -- An IANA name (checked by the API); the daily hour is read on this clock.
  ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC',
  ADD COLUMN digest boolean NOT NULL DEFAULT false,
  -- The last failed run: cleared by the next successful one.
  ADD COLUMN last_error text,
  ADD COLUMN last_error_at timestamptz,
  ADD COLUMN last_error_final boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT scouts_daily_hour CHECK (schedule <> 'daily' OR run_hour IS NOT NULL);

ALTER TABLE scout_runs
  ADD COLUMN trigger text NOT NULL DEFAULT 'manual' CHECK (trigger IN ('manual', 'scheduled')),
  ADD COLUMN total_is_estimate boolean NOT NULL DEFAULT false,
  -- How many matches the run kept in scout_run_items.
  ADD COLUMN kept integer NOT NULL DEFAULT 0;

CREATE INDEX scout_runs_scout_idx ON scout_runs (scout_id, created_at DESC, id DESC);

-- The whole match set of a run, in the order shown: CVs new to the scout first, then the others,
-- each part newest update first. Older runs (past the newest 30 of a scout) are deleted.
CREATE TABLE scout_run_items (
  run_id bigint NOT NULL REFERENCES scout_runs (id) ON DELETE CASCADE,
  position integer NOT NULL,
  resume_type text NOT NULL,
  resume_id bigint NOT NULL,
  is_new boolean NOT NULL,
  PRIMARY KEY (run_id, position)
);

-- The runs before this migration kept only their new CVs: those become their match sets.
INSERT INTO scout_run_items (run_id, position, resume_type, resume_id, is_new)
SELECT run_id, row_number() OVER (PARTITION BY run_id ORDER BY id)::int, resume_type, resume_id, true
  FROM scout_matches;
UPDATE scout_runs r SET kept = (SELECT count(*) FROM scout_run_items i WHERE i.run_id = r.id);

-- scout_matches is now only the set of CVs a scout has ever found (what makes a CV "new"): a
-- run's rows live in scout_run_items, so a run may be deleted without forgetting what was seen.
ALTER TABLE scout_matches DROP CONSTRAINT scout_matches_run_id_fkey;
ALTER TABLE scout_matches ALTER COLUMN run_id DROP NOT NULL;

-- A digest's one-click unsubscribe switches that scout's digest off, not every mail to the address.
ALTER TABLE mail_messages
  ADD COLUMN unsubscribe_topic text,
  ADD COLUMN unsubscribe_key text;

-- The daily history purge deletes by age.
CREATE INDEX search_history_created_idx ON search_history (created_at);
CREATE INDEX cv_views_created_idx ON cv_views (created_at);
