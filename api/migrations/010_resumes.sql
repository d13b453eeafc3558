-- CVs (JSON Resume documents plus platform fields) and the columns the search reads.
-- Search design: api/README.md "Search". Runs on PostgreSQL 15 (server) and 18 (PGlite).

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE resumes (
  id bigserial PRIMARY KEY,
  -- internal: written on the platform by its owner (or a demo CV); imported: by a team, for that team.
  type text NOT NULL CHECK (type IN ('internal', 'imported')),
  -- Stored in lower case: unique regardless of how it was typed.
  username text CHECK (username ~ '^[a-z0-9_-]{3,32}$'),
  owner_user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  team_id uuid REFERENCES teams (id) ON DELETE CASCADE,
  visibility text NOT NULL DEFAULT 'public' CHECK (visibility IN ('public', 'hidden')),
  -- Generated demo data (loaded on first start, `npm run seed`).
  is_demo boolean NOT NULL DEFAULT false,
  resume jsonb NOT NULL,
  title text NOT NULL DEFAULT '',
  name text NOT NULL DEFAULT '',
  city text,
  -- The city as the filter and facet compare it: lower case, one name per city (Moscow = Москва).
  city_key text,
  salary integer CHECK (salary >= 0),
  currency text CHECK (currency IN ('RUB', 'USD', 'EUR')),
  -- Salary at the fixed platform rates (search/text/money.ts), so filters and sorts compare like with like.
  salary_rub bigint,
  relocation boolean NOT NULL DEFAULT false,
  remote boolean NOT NULL DEFAULT false,
  job_search_status text NOT NULL DEFAULT 'active' CHECK (job_search_status IN ('active', 'open', 'not_looking')),
  -- Total of the work periods, overlaps counted once.
  experience_months integer NOT NULL DEFAULT 0 CHECK (experience_months >= 0),
  -- Skill names as written, and their keys (lower case, technology names canonical: `cplusplus`).
  skills text[] NOT NULL DEFAULT '{}',
  skill_keys text[] NOT NULL DEFAULT '{}',
  -- `<language>:<level>` for each level the CV meets (`en:b2` also yields `en:b1`, ... `en:a1`).
  language_levels text[] NOT NULL DEFAULT '{}',
  -- Weighted lexemes: A title, B skills, C employers, D the rest (russian configuration).
  search_vector tsvector NOT NULL,
  -- Static 0..1 profile quality: orders text-less searches and picks the candidates ranking sees.
  quality real NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'imported') = (team_id IS NOT NULL)),
  CHECK (type = 'internal' OR owner_user_id IS NULL),
  CHECK ((salary IS NULL) = (currency IS NULL) AND (salary IS NULL) = (salary_rub IS NULL))
);

-- Keep the search vector in the row (compressed if need be, never out of line) and push the
-- document out to TOAST: a search reads the vectors of thousands of rows and the documents of one
-- page, so the vectors must come from the heap page itself (2–3× faster candidate scans).
ALTER TABLE resumes ALTER COLUMN search_vector SET STORAGE MAIN, ALTER COLUMN resume SET STORAGE EXTERNAL;

CREATE UNIQUE INDEX resumes_username_key ON resumes (username) WHERE username IS NOT NULL;
-- A candidate owns at most one internal CV.
CREATE UNIQUE INDEX resumes_owner_key ON resumes (owner_user_id) WHERE owner_user_id IS NOT NULL;
CREATE INDEX resumes_team_idx ON resumes (team_id, id) WHERE team_id IS NOT NULL;

CREATE INDEX resumes_search_vector_idx ON resumes USING gin (search_vector);
CREATE INDEX resumes_quality_idx ON resumes (quality DESC, id DESC);
CREATE INDEX resumes_updated_idx ON resumes (updated_at DESC, id DESC);
-- Both directions keep CVs without a salary last.
CREATE INDEX resumes_salary_idx ON resumes (salary_rub ASC NULLS LAST, id ASC);
CREATE INDEX resumes_salary_desc_idx ON resumes (salary_rub DESC NULLS LAST, id DESC);
CREATE INDEX resumes_experience_idx ON resumes (experience_months DESC, id DESC);
CREATE INDEX resumes_city_idx ON resumes (city_key);
CREATE INDEX resumes_skill_keys_idx ON resumes USING gin (skill_keys);
CREATE INDEX resumes_language_levels_idx ON resumes USING gin (language_levels);

-- Words of titles and skills and whole city names, for the typo fallback (pg_trgm similarity).
-- Far smaller than the CVs, so a similarity lookup stays fast at any CV count.
CREATE TABLE search_vocabulary (
  kind text NOT NULL CHECK (kind IN ('word', 'city')),
  term text NOT NULL,
  -- How many CVs contributed it (never decremented): breaks ties between equally similar terms.
  hits integer NOT NULL DEFAULT 1,
  PRIMARY KEY (kind, term)
);

CREATE INDEX search_vocabulary_trgm_idx ON search_vocabulary USING gin (term gin_trgm_ops);
