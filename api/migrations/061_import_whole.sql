-- Imports of real CVs (README "Import"): an imported CV whose document says nothing about the
-- person's job search is neither "actively looking" nor "not looking": 'unspecified'.
ALTER TABLE resumes DROP CONSTRAINT resumes_job_search_status_check;
ALTER TABLE resumes ADD CONSTRAINT resumes_job_search_status_check
  CHECK (job_search_status IN ('active', 'open', 'not_looking', 'unspecified'));

-- Re-importing a document updates the team's earlier import of it: found by the e-mail address
-- or by meta.canonical (the document's own permanent address).
CREATE INDEX resumes_import_email_idx ON resumes (team_id, lower(resume->'basics'->>'email'))
  WHERE type = 'imported';
CREATE INDEX resumes_import_canonical_idx ON resumes (team_id, (resume->'meta'->>'canonical'))
  WHERE type = 'imported';
