-- Vacancy mailings (outreach to candidates) and the outbox every outgoing message is written to.

CREATE TABLE mailings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  vacancy_id bigint NOT NULL REFERENCES vacancies (id) ON DELETE CASCADE,
  team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  subject text NOT NULL,
  body text NOT NULL,
  -- Where the recipients came from: a favourites list of the author, or a search.
  source text NOT NULL CHECK (source IN ('favourites', 'search')),
  source_detail jsonb NOT NULL,
  recipients integer NOT NULL DEFAULT 0,
  sent integer NOT NULL DEFAULT 0,
  -- Recipients without a known e-mail address.
  skipped integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX mailings_vacancy_idx ON mailings (vacancy_id, created_at DESC);
CREATE INDEX mailings_team_idx ON mailings (team_id, created_at);

-- Messages handed to the mail transport. The default transport stops here (no SMTP); a real
-- one would deliver from this table and set delivered_at.
CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  mailing_id bigint REFERENCES mailings (id) ON DELETE CASCADE,
  to_email text NOT NULL,
  to_name text NOT NULL DEFAULT '',
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz
);

CREATE INDEX outbox_mailing_idx ON outbox (mailing_id);
