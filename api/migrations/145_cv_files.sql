-- CVs imported from files (PDF, DOCX): the original, downloadable by the team that imported it
-- and nobody else, and its text, searched with the CV even where no field was recognised in it.
-- A row without resume_id is a draft: extracted, waiting for the recruiter's review. Saving it
-- inserts the CV and fills resume_id in the same transaction, so a CV never lacks its file.
CREATE TABLE cv_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  resume_id bigint UNIQUE REFERENCES resumes(id) ON DELETE CASCADE,
  file_name text NOT NULL,
  format text NOT NULL CHECK (format IN ('pdf', 'docx')),
  content bytea NOT NULL,
  text text NOT NULL,
  -- The fields recognised in the text, until the draft is saved.
  draft jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Files are stored as they came (already compressed formats): not worth compressing again.
ALTER TABLE cv_files ALTER COLUMN content SET STORAGE EXTERNAL;
CREATE INDEX cv_files_team_drafts_idx ON cv_files (team_id, created_at) WHERE resume_id IS NULL;
