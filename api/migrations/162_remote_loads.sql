-- Release health (docs/deploy-and-rollback.md, "Release health"): how each remote's versions fared
-- in browsers, counted per minute. The host sends one small beacon per mount and per failure
-- (POST /api/platform/remote-loads); the release-health job compares a canary's failure rate with
-- the stable version's from these counts, and the remote-loads purge job deletes old minutes.
CREATE TABLE remote_load_counts (
  minute timestamptz NOT NULL,
  remote text NOT NULL,
  version text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('mounted', 'entry-failed', 'chunk-failed', 'mount-threw', 'render-threw', 'fallback')),
  count integer NOT NULL CHECK (count > 0),
  PRIMARY KEY (remote, version, minute, outcome)
);

-- The purge deletes by age alone.
CREATE INDEX remote_load_counts_minute_idx ON remote_load_counts (minute);
