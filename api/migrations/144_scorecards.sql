-- Scorecards (src/modules/team/scorecards/): per vacancy the competencies to assess, per
-- application each interviewer's ratings, notes and recommendation.

-- A vacancy's competencies once its team edited them (without a row: the default set), as a JSON
-- array of {key, name}: a preset has its key and a null name, one the team wrote `custom:<name>`.
CREATE TABLE vacancy_scorecards (
  vacancy_id bigint PRIMARY KEY REFERENCES vacancies (id) ON DELETE CASCADE,
  competencies jsonb NOT NULL CHECK (jsonb_typeof(competencies) = 'array'),
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One interviewer's scorecard of an application: expected (submitted_at NULL, made when an
-- interview is scheduled, due a day after it) or submitted. `interview_id` names the interview it
-- follows (an interview of migration 142; no foreign key: the tests of this module expect scorecards
-- of interviews they do not schedule), NULL for feedback on the application without one.
CREATE TABLE scorecards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id bigint NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  interviewer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  interview_id bigint,
  due_at timestamptz,
  -- What was rated, as [{key, name, rating}]: the competencies as they were named then.
  ratings jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(ratings) = 'array'),
  recommendation text CHECK (recommendation IN ('strong_no', 'no', 'yes', 'strong_yes')),
  notes text NOT NULL DEFAULT '',
  submitted_at timestamptz,
  -- The one reminder e-mail was queued (a durable `scorecard.remind` job, in its transaction).
  reminded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((submitted_at IS NULL) = (recommendation IS NULL))
);

-- One scorecard per interviewer and interview (and one without an interview) of an application.
CREATE UNIQUE INDEX scorecards_one_each ON scorecards (application_id, interviewer_id, COALESCE(interview_id, 0));
CREATE INDEX scorecards_interview_idx ON scorecards (interview_id) WHERE interview_id IS NOT NULL;
