-- Background jobs (src/jobs/): one table every process claims from with FOR UPDATE SKIP LOCKED,
-- so N API processes plus M workers never run one job twice; a lease hands the job
-- of a killed process to another after it expires.

CREATE TABLE jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- queued: waiting for run_at; running: claimed, and run_at is then the end of the claim's
  -- lease (a job still running past it belonged to a killed process: it is claimed again);
  -- done; failed (last_error says why).
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5 CHECK (max_attempts >= 1),
  -- Enqueueing twice with one key creates one job (a retried request, a schedule slot).
  idempotency_key text UNIQUE,
  -- Who holds the job: a random token per claim, so a process whose lease expired cannot
  -- complete a job another process has claimed since.
  lock_token uuid,
  locked_by text,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);

-- What a claim reads: due queued jobs, and running jobs whose lease expired (run_at passed).
CREATE INDEX jobs_due_idx ON jobs (run_at, id) WHERE state IN ('queued', 'running');
CREATE INDEX jobs_kind_state_idx ON jobs (kind, state, created_at DESC);

-- Recurring jobs: one row per schedule; the process that moves next_run_at forward (row locked,
-- SKIP LOCKED) enqueues that slot's job with the key `<name>@<slot>`, so a slot runs once.
CREATE TABLE job_schedules (
  name text PRIMARY KEY,
  kind text NOT NULL,
  cron text NOT NULL,
  time_zone text NOT NULL DEFAULT 'UTC',
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  next_run_at timestamptz NOT NULL,
  last_run_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
