-- The hiring conversation (src/modules/team/conversation/): one thread per application that the
-- team and the candidate both write in, on the site or by replying to an e-mail.

-- The secret of a thread's reply address (`reply+<token>@MAIL_REPLY_DOMAIN`): made when the first
-- message about the application is queued, never shown on the site.
CREATE TABLE application_threads (
  application_id bigint PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
  reply_token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE application_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id bigint NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  -- Who speaks: the team or the candidate; written on the site or arrived by e-mail.
  side text NOT NULL CHECK (side IN ('team', 'candidate')),
  via text NOT NULL CHECK (via IN ('site', 'email')),
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- The sender of an e-mailed reply.
  from_email text,
  -- What the thread shows: an e-mail's quoted history and signature trimmed.
  body text NOT NULL,
  -- The text as written or received, untrimmed.
  original text NOT NULL,
  -- The RFC 5322 Message-ID of an e-mailed reply: the same reply delivered twice is stored once.
  email_message_id text,
  -- A reply from an address other than the candidate's waits for the team: `pending`, then
  -- `accepted` or `discarded`; everything else is `ok`.
  sender_check text NOT NULL DEFAULT 'ok' CHECK (sender_check IN ('ok', 'pending', 'accepted', 'discarded')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (btrim(body) <> '' OR via = 'email')
);

CREATE INDEX application_messages_application_idx ON application_messages (application_id, id);
CREATE UNIQUE INDEX application_messages_email_key ON application_messages (application_id, email_message_id) WHERE email_message_id IS NOT NULL;

-- Files of an e-mailed reply, kept in the database (the team alone downloads them). The type is
-- the one found in the content, never the one the sender named.
CREATE TABLE application_message_attachments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  message_id bigint NOT NULL REFERENCES application_messages (id) ON DELETE CASCADE,
  filename text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  content bytea NOT NULL
);

CREATE INDEX application_message_attachments_message_idx ON application_message_attachments (message_id);

-- How far each reader has read each thread: later messages of the other side are "new".
CREATE TABLE application_thread_reads (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  application_id bigint NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  last_read_id bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, application_id)
);

-- A message about an application carries its thread's reply address; `sender` and `headers` are
-- what delivery put in it (headers as [name, value] pairs, in order), so the message can be
-- printed exactly as it left.
ALTER TABLE mail_messages
  ADD COLUMN application_id bigint REFERENCES applications (id) ON DELETE SET NULL,
  ADD COLUMN in_reply_to text,
  ADD COLUMN sender text,
  ADD COLUMN headers jsonb;

CREATE INDEX mail_messages_application_idx ON mail_messages (application_id) WHERE application_id IS NOT NULL;
