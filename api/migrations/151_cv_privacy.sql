-- Personal data of the CVs a team keeps (docs/privacy.md): the person's consent, the team's
-- retention rule, legal holds, erasure requests and the audit of who touched what.

-- Months after a CV's last activity that the team keeps it without a current consent.
ALTER TABLE teams ADD COLUMN cv_retention_months integer NOT NULL DEFAULT 24
  CHECK (cv_retention_months BETWEEN 1 AND 120);

-- When retention hid the CV (search and its page no longer show it); deleted after the grace period.
ALTER TABLE resumes ADD COLUMN retention_hidden_at timestamptz;
CREATE INDEX resumes_retention_hidden_idx ON resumes (retention_hidden_at) WHERE retention_hidden_at IS NOT NULL;

-- The consent of an imported CV's person to its team (no row: never requested).
CREATE TABLE cv_consents (
  resume_id bigint PRIMARY KEY REFERENCES resumes (id) ON DELETE CASCADE,
  team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('requested', 'given', 'refused')),
  requested_at timestamptz,
  requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- SHA-256 of the mailed link's token: the table alone answers nothing.
  token_hash text UNIQUE,
  token_expires_at timestamptz,
  locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'ru')),
  answered_at timestamptz,
  valid_until timestamptz,
  -- The text as the person read it when they answered.
  consent_text text
);
CREATE INDEX cv_consents_team_idx ON cv_consents (team_id);

-- A CV the team must keep whatever its retention says (a dispute, a court's request).
CREATE TABLE cv_legal_holds (
  resume_id bigint PRIMARY KEY REFERENCES resumes (id) ON DELETE CASCADE,
  team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (btrim(reason) <> ''),
  set_by uuid REFERENCES users (id) ON DELETE SET NULL,
  set_at timestamptz NOT NULL DEFAULT now()
);

-- A person's request to erase what a team holds about their address. Once carried out only an
-- anonymous record stays: the address is cleared, the counts of what was removed kept.
CREATE TABLE privacy_erasure_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  email text CHECK (email = lower(email)),
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done')),
  requested_at timestamptz NOT NULL DEFAULT now(),
  due_at timestamptz NOT NULL,
  done_at timestamptz,
  erased jsonb,
  CHECK ((state = 'pending') = (email IS NOT NULL))
);
CREATE UNIQUE INDEX privacy_erasure_pending_key ON privacy_erasure_requests (team_id, email) WHERE state = 'pending';
CREATE INDEX privacy_erasure_team_idx ON privacy_erasure_requests (team_id, requested_at DESC);

-- Who accessed, changed, exported or erased a CV's personal data: append-only. The CV's id has no
-- foreign key (the record outlives the CV); nothing of the CV's content is written here.
CREATE TABLE privacy_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  actor_user_id uuid,
  -- A member's e-mail as it was, `system` (a job) or `person` (the CV's person, by a mailed link).
  actor text NOT NULL,
  action text NOT NULL,
  resume_id bigint,
  detail text NOT NULL DEFAULT '',
  ip text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX privacy_audit_team_idx ON privacy_audit (team_id, id DESC);

-- No update ever; a delete only with the team's own deletion (the cascade runs after the team's
-- row is gone).
CREATE FUNCTION privacy_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR EXISTS (SELECT 1 FROM teams WHERE id = OLD.team_id) THEN
    RAISE EXCEPTION 'privacy_audit is append-only';
  END IF;
  RETURN OLD;
END
$$;
CREATE TRIGGER privacy_audit_append_only BEFORE UPDATE OR DELETE ON privacy_audit
  FOR EACH ROW EXECUTE FUNCTION privacy_audit_append_only();
