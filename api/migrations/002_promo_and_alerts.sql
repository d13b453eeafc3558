-- Promo campaigns (credits for a team) and front-end error reports kept for ops.

CREATE TABLE campaigns (
  code text PRIMARY KEY CHECK (code = lower(code) AND code <> ''),
  credits integer NOT NULL CHECK (credits > 0),
  -- NULL: the campaign never expires.
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE promo_activations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  campaign text NOT NULL REFERENCES campaigns (code) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The team credited: the recruiter's team at the time.
  team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  credits integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (campaign, user_id)
);

CREATE INDEX promo_activations_user_id_idx ON promo_activations (user_id, created_at DESC);

CREATE TABLE frontend_alerts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  message text NOT NULL,
  ip text,
  user_agent text,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX frontend_alerts_created_at_idx ON frontend_alerts (created_at DESC, id DESC);
