-- Idle expiry: a session unused for SESSION_IDLE_DAYS ends, whatever its absolute expiry
-- (expires_at, 30 days after sign-in). Refreshed at most once a minute per session.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
