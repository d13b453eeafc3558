-- Outgoing mail (src/modules/mail/): one row per message with its delivery status; a `mail.send`
-- job delivers it through the configured transport (SMTP, or the outbox: kept here only).

CREATE TABLE mail_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The caller's key: queueing the same message twice (a retried request) stores it once.
  idempotency_key text NOT NULL UNIQUE,
  template text NOT NULL,
  locale text NOT NULL CHECK (locale IN ('en', 'ru')),
  variables jsonb NOT NULL DEFAULT '{}'::jsonb,
  to_email text NOT NULL,
  to_name text NOT NULL DEFAULT '',
  subject text NOT NULL,
  -- Rendered when delivered (links need the public address of the site).
  text_body text,
  html_body text,
  -- The RFC 5322 Message-ID, the same on every attempt: a receiving system can drop a duplicate.
  message_id text NOT NULL UNIQUE,
  -- Secret of the one-click unsubscribe link of this message.
  unsubscribe_token text NOT NULL UNIQUE,
  -- The CV this message was sent to (mailings): unsubscribing sets its no_mailings flag.
  resume_id bigint REFERENCES resumes (id) ON DELETE SET NULL,
  -- queued (also between retries, last_error says why), sending, sent, failed (last_error).
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  -- Which transport delivered it: smtp or outbox.
  transport text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

CREATE INDEX mail_messages_recent_idx ON mail_messages (id DESC);
CREATE INDEX mail_messages_resume_idx ON mail_messages (resume_id) WHERE resume_id IS NOT NULL;

-- Addresses that unsubscribed from a message not tied to a CV: bulk mail skips them.
CREATE TABLE mail_suppressions (
  email text PRIMARY KEY CHECK (email = lower(email)),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The candidate's "no mailings" switch: mailings skip the CV; set by one-click unsubscribe too.
ALTER TABLE resumes ADD COLUMN no_mailings boolean NOT NULL DEFAULT false;

-- Replaced by mail_messages: nothing ever read it.
DROP TABLE outbox;
