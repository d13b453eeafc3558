-- Mailings, one delivery per recipient: who was reached (or skipped, and why), through which
-- message; what it cost; and the request's Idempotency-Key.

ALTER TABLE mailings DROP CONSTRAINT mailings_source_check;
ALTER TABLE mailings ADD CONSTRAINT mailings_source_check CHECK (source IN ('favourites', 'search', 'selection', 'applicants'));
-- A request repeated with the same Idempotency-Key returns the mailing it created.
ALTER TABLE mailings ADD COLUMN idempotency_key text;
-- Credits spent: one per recipient whose contacts the team had not revealed.
ALTER TABLE mailings ADD COLUMN charged integer NOT NULL DEFAULT 0;
-- md5 of subject and body as written: a CV is never sent the same text twice by one team.
ALTER TABLE mailings ADD COLUMN content_hash text;
CREATE UNIQUE INDEX mailings_idempotency_idx ON mailings (team_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX mailings_content_idx ON mailings (team_id, content_hash);

CREATE TABLE mailing_recipients (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  mailing_id bigint NOT NULL REFERENCES mailings (id) ON DELETE CASCADE,
  resume_id bigint REFERENCES resumes (id) ON DELETE SET NULL,
  resume_type text NOT NULL CHECK (resume_type IN ('internal', 'imported')),
  -- Copied when sent: the list still reads well after the CV changes or goes.
  name text NOT NULL DEFAULT '',
  -- Set when the recipient was skipped: hidden, opted_out, no_email, already_received.
  skip_reason text CHECK (skip_reason IN ('hidden', 'opted_out', 'no_email', 'already_received')),
  -- The message (its status is the recipient's delivery status); NULL when skipped.
  message_id bigint REFERENCES mail_messages (id) ON DELETE SET NULL,
  UNIQUE (mailing_id, resume_id)
);

CREATE INDEX mailing_recipients_resume_idx ON mailing_recipients (resume_id);
CREATE INDEX mailing_recipients_message_idx ON mailing_recipients (message_id);
