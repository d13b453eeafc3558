-- A user's favourite CVs in named lists, and scouting: saved searches whose runs collect new matches.
-- CVs are referred to by (type, id) as in their URL; name, title and city are copied when a CV is
-- added, so a list still reads well after the CV changes or disappears.

CREATE TABLE favourites (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  list text NOT NULL CHECK (btrim(list) <> ''),
  resume_type text NOT NULL,
  resume_id bigint NOT NULL,
  name text NOT NULL DEFAULT '',
  title text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, list, resume_type, resume_id)
);

CREATE INDEX favourites_user_idx ON favourites (user_id, created_at DESC);

CREATE TABLE scouts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> ''),
  -- The search criteria of docs/product.md#search (text, filters, sort), as saved.
  criteria jsonb NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_run_at timestamptz
);

CREATE INDEX scouts_user_idx ON scouts (user_id, created_at DESC);

-- One run of a scout: what the routes call "a scouting result".
CREATE TABLE scout_runs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  scout_id bigint NOT NULL REFERENCES scouts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  total integer NOT NULL,
  new_count integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX scout_runs_user_idx ON scout_runs (user_id, created_at DESC);

-- A CV a scout found; unique per scout, so a later run only adds CVs it had not seen.
CREATE TABLE scout_matches (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  scout_id bigint NOT NULL REFERENCES scouts (id) ON DELETE CASCADE,
  run_id bigint NOT NULL REFERENCES scout_runs (id) ON DELETE CASCADE,
  resume_type text NOT NULL,
  resume_id bigint NOT NULL,
  name text NOT NULL DEFAULT '',
  title text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (scout_id, resume_type, resume_id)
);

CREATE INDEX scout_matches_run_idx ON scout_matches (run_id);
