-- The account lifecycle: e-mail verification, password reset and e-mail change links, and a
-- sessions list (each session's device and a public id to end it by).

-- When the address was proven. Accounts made before this, and those made by the seed or by
-- accepting an invitation (the link reached the address), count as verified: the default. Only
-- self-registration writes NULL.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz DEFAULT now();

-- Single-use links mailed to a user. Only a SHA-256 of the token is kept: the table alone opens
-- nothing. `new_email` is the address an e-mail change link confirms.
CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('password_reset', 'email_verification', 'email_change')),
  new_email text CHECK ((purpose = 'email_change') = (new_email IS NOT NULL)),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id, purpose);

-- The id the sessions list names a session by (the token hash stays server-side), and the
-- User-Agent it was opened with.
ALTER TABLE sessions ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE sessions ADD COLUMN user_agent text NOT NULL DEFAULT '';
CREATE UNIQUE INDEX sessions_public_id_key ON sessions (public_id);
