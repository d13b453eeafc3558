-- A team's API keys: integrations call the API as the team with `Authorization: Bearer hs_live_...`.
-- Only the sha256 of a token is kept (the token is shown once, when created): the table alone lets
-- nobody call the API. A key speaks for the owner who created it: the row goes with that user, and
-- the API refuses it once they are no longer an owner of the team.
CREATE TABLE team_api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  created_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name = btrim(name) AND name <> '' AND char_length(name) <= 80),
  scopes text[] NOT NULL CHECK (cardinality(scopes) > 0 AND scopes <@ ARRAY['cvs:read', 'pipeline:write', 'messages:send']),
  token_hash text NOT NULL UNIQUE,
  prefix text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);

CREATE INDEX team_api_keys_team_idx ON team_api_keys (team_id, created_at);
