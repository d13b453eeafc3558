-- A team's templates for the usual answers in application threads (src/modules/team/conversation/):
-- their text may use the mailing variables ({name}, {vacancy}, {team}, {sender}), filled when a
-- message is sent.
CREATE TABLE team_message_templates (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> ''),
  body text NOT NULL CHECK (btrim(body) <> ''),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (team_id, name)
);
