-- The operators' promote, abort and rollback (docs/deploy-and-rollback.md#operator-page): the API
-- checks an action and enqueues the job `platform-releases.action` in the same transaction as this
-- row; a process that may write the release store runs it and records here what it did or why the
-- store refused. Its id is the job's (no foreign key: the jobs purge deletes old jobs, the outcome
-- stays readable here).
CREATE TABLE platform_release_actions (
  job_id bigint PRIMARY KEY,
  app text NOT NULL,
  action text NOT NULL CHECK (action IN ('promote', 'abort', 'rollback')),
  -- The action on one state of the app (see action-request.ts): its job's key, less the count of
  -- earlier ones that failed or were refused, so such an action may be asked again.
  request_key text NOT NULL,
  -- NULL while the job is queued or running; then done (from_version → to_version) or refused (error_*).
  outcome text CHECK (outcome IN ('done', 'refused')),
  from_version text,
  to_version text,
  error_code text,
  error_message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  CHECK (outcome IS DISTINCT FROM 'done' OR (from_version IS NOT NULL AND to_version IS NOT NULL)),
  CHECK (outcome IS DISTINCT FROM 'refused' OR (error_code IS NOT NULL AND error_message IS NOT NULL))
);

CREATE INDEX platform_release_actions_request_key_idx ON platform_release_actions (request_key);
