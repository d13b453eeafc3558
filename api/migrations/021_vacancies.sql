-- Vacancies of a team, the views of their public page and the applications candidates send.

CREATE TABLE vacancies (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (btrim(title) <> ''),
  description text NOT NULL DEFAULT '',
  city text,
  remote boolean NOT NULL DEFAULT false,
  salary_min integer CHECK (salary_min >= 0),
  salary_max integer CHECK (salary_max >= 0),
  currency text CHECK (currency IN ('RUB', 'USD', 'EUR')),
  -- Only 'open' vacancies are public; a draft or closed one is visible to its team alone.
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'open', 'closed')),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (salary_min IS NULL OR salary_max IS NULL OR salary_min <= salary_max)
);

CREATE INDEX vacancies_team_idx ON vacancies (team_id, updated_at DESC);

-- One row per view of the public page by someone outside the team (the top of the funnel).
CREATE TABLE vacancy_views (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  vacancy_id bigint NOT NULL REFERENCES vacancies (id) ON DELETE CASCADE,
  viewer_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX vacancy_views_vacancy_idx ON vacancy_views (vacancy_id, created_at);

CREATE TABLE applications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  vacancy_id bigint NOT NULL REFERENCES vacancies (id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL,
  message text NOT NULL DEFAULT '',
  cv_url text,
  -- The signed-in applicant, if any (a candidate applying with their account).
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX applications_vacancy_idx ON applications (vacancy_id, created_at DESC);
