-- Platform operators: the people who run the platform's releases (not a role in any team). An
-- operator may load any released version of any remote in their own browser (version overrides).
-- Granted and revoked with `npm run operators`; an account's deletion removes its grant.
CREATE TABLE platform_operators (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  granted_at timestamptz NOT NULL DEFAULT now()
);
