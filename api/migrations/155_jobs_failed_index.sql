-- The metrics count failed jobs per kind at every scrape (api/src/jobs/queue-stats.ts): an index
-- of the failed rows alone, so that count does not read the finished jobs of the last 14 days.
CREATE INDEX jobs_failed_kind_idx ON jobs (kind) WHERE state = 'failed';
