-- The recruiting pipeline: vacancies gain skills, employment type and level; an application is a
-- candidate's platform CV sent once to a vacancy and worked by the team through stages, with the
-- history of every move, team-only notes, and when each recruiter last opened each vacancy.

ALTER TABLE vacancies
  ADD COLUMN skills text[] NOT NULL DEFAULT '{}',
  ADD COLUMN employment_type text NOT NULL DEFAULT 'full_time'
    CHECK (employment_type IN ('full_time', 'part_time', 'contract', 'internship')),
  -- NULL: the vacancy names no level.
  ADD COLUMN level text CHECK (level IN ('junior', 'middle', 'senior', 'lead'));

-- The public list shows open vacancies, newest first.
CREATE INDEX vacancies_open_idx ON vacancies (updated_at DESC, id DESC) WHERE status = 'open';

ALTER TABLE applications
  -- The applicant's platform CV when they applied (older applications carried a link instead).
  ADD COLUMN resume_id bigint REFERENCES resumes (id) ON DELETE SET NULL,
  ADD COLUMN stage text NOT NULL DEFAULT 'new'
    CHECK (stage IN ('new', 'screening', 'interview', 'offer', 'hired', 'rejected')),
  ADD COLUMN rejection_reason text,
  ADD COLUMN stage_changed_at timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT applications_rejection_reason_check CHECK ((stage = 'rejected') = (rejection_reason IS NOT NULL));

-- Older rows could repeat a candidate; keep the first and detach the repeats so the rule can hold.
UPDATE applications a SET user_id = NULL
 WHERE a.user_id IS NOT NULL
   AND EXISTS (SELECT 1 FROM applications b WHERE b.vacancy_id = a.vacancy_id AND b.user_id = a.user_id AND b.id < a.id);

-- A candidate applies to a vacancy once: the constraint decides even between concurrent requests.
ALTER TABLE applications ADD CONSTRAINT applications_vacancy_user_key UNIQUE (vacancy_id, user_id);

CREATE INDEX applications_user_idx ON applications (user_id, created_at DESC) WHERE user_id IS NOT NULL;
CREATE INDEX applications_vacancy_stage_idx ON applications (vacancy_id, stage);
CREATE INDEX applications_resume_idx ON applications (resume_id) WHERE resume_id IS NOT NULL;

-- Every stage an application reached: the first row (from_stage NULL) is the application itself.
CREATE TABLE application_stage_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id bigint NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  from_stage text,
  to_stage text NOT NULL,
  reason text,
  -- Who moved it (the candidate for the first row).
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX application_stage_events_application_idx ON application_stage_events (application_id, created_at, id);

-- What the team writes about an applicant; never shown to the candidate.
CREATE TABLE application_notes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id bigint NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  body text NOT NULL CHECK (btrim(body) <> ''),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX application_notes_application_idx ON application_notes (application_id, created_at, id);

-- When a recruiter last opened a vacancy: applications after it are "new" on their dashboard.
CREATE TABLE vacancy_visits (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  vacancy_id bigint NOT NULL REFERENCES vacancies (id) ON DELETE CASCADE,
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, vacancy_id)
);
