-- What signed-in users searched and viewed, and which CV contacts each team has paid for.

CREATE TABLE search_history (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The search request as validated (text, filters, sort, page, perPage).
  criteria jsonb NOT NULL,
  total integer NOT NULL,
  total_is_estimate boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX search_history_user_idx ON search_history (user_id, created_at DESC, id DESC);

CREATE TABLE cv_views (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  resume_id bigint NOT NULL REFERENCES resumes (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX cv_views_user_idx ON cv_views (user_id, created_at DESC, id DESC);
CREATE INDEX cv_views_resume_idx ON cv_views (resume_id);

-- One credit buys a team the contacts of one CV, for good.
CREATE TABLE contact_reveals (
  team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  resume_id bigint NOT NULL REFERENCES resumes (id) ON DELETE CASCADE,
  -- Who spent the credit.
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (team_id, resume_id)
);

CREATE INDEX contact_reveals_resume_idx ON contact_reveals (resume_id);
