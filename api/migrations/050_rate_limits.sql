-- Rate-limit counters shared by every API replica (a per-process counter would let a client
-- spread its attempts over the replicas, and reset them all with a restart).
-- key: "<METHOD> <route> <client address>"; one fixed window per key.

CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);

CREATE INDEX rate_limits_window_start_idx ON rate_limits (window_start);
