-- Accounts: users, teams and their members, sessions.
-- Written for PostgreSQL 15 (server) and 18 (PGlite) alike: no extensions beyond the core.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL CHECK (email = btrim(email) AND email <> ''),
  password_hash text NOT NULL,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('recruiter', 'candidate')),
  locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'ru')),
  theme text NOT NULL DEFAULT 'light' CHECK (theme IN ('light', 'dark')),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- E-mail addresses are unique regardless of case (what citext would give, without the extension).
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));

CREATE TABLE teams (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (btrim(name) <> ''),
  credits integer NOT NULL DEFAULT 0 CHECK (credits >= 0),
  plan text NOT NULL DEFAULT 'starter',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE team_members (
  team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (team_id, user_id)
);

-- A recruiter belongs to one team.
CREATE UNIQUE INDEX team_members_user_key ON team_members (user_id);

CREATE TABLE sessions (
  -- SHA-256 of the cookie token, hex: a leaked table does not let anyone sign in.
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);
