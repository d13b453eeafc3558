-- Webhooks: a team's HTTPS endpoints that receive its events (application created, stage changed,
-- vacancy published or closed, ...), each delivery a durable job signed by the Standard Webhooks
-- scheme. `failing_since` is the first failure after the last success: an endpoint failing for a
-- day is disabled (`disabled_at`, `disabled_reason`) and its owner mailed.
CREATE TABLE webhooks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  url text NOT NULL,
  events text[] NOT NULL,
  -- The signing secret (`whsec_…`), shown once when the endpoint is registered.
  secret text NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  failing_since timestamptz,
  disabled_at timestamptz,
  disabled_reason text
);
CREATE INDEX webhooks_team_idx ON webhooks (team_id);

CREATE TABLE webhook_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  webhook_id bigint NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  -- `webhook-id`: the same on every attempt, so the receiver can drop a repeat.
  message_id text NOT NULL UNIQUE,
  event text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  response_status integer,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz
);
CREATE INDEX webhook_deliveries_webhook_idx ON webhook_deliveries (webhook_id, id DESC);
