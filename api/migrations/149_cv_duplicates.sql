-- One person, one record: likely duplicates are looked up by normalised e-mail, phone and a
-- similar name (pg_trgm); a merge is recorded, and for a day keeps what undoing it needs.

-- The same expressions as api/src/modules/cv/duplicates/duplicate-sql.ts: e-mail in lower case,
-- phone as its last ten digits (the national number of Russian and North American numbers, so
-- "8 (916) 123-45-67" and "+7 916 123 45 67" meet).
CREATE INDEX resumes_contact_email_idx ON resumes (lower(btrim(resume #>> '{basics,email}')))
  WHERE resume #>> '{basics,email}' <> '';
CREATE INDEX resumes_contact_phone_idx ON resumes (right(regexp_replace(resume #>> '{basics,phone}', '[^0-9]', '', 'g'), 10))
  WHERE length(regexp_replace(resume #>> '{basics,phone}', '[^0-9]', '', 'g')) >= 10;
CREATE INDEX resumes_name_trgm_idx ON resumes USING gin (lower(name) gin_trgm_ops);

CREATE TABLE cv_merges (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  kept_resume_id bigint NOT NULL REFERENCES resumes (id) ON DELETE CASCADE,
  -- No reference: the merged CV's row is deleted by the merge (and inserted again by an undo).
  merged_resume_id bigint NOT NULL,
  merged_type text NOT NULL,
  merged_name text NOT NULL,
  merged_by uuid REFERENCES users (id) ON DELETE SET NULL,
  merged_at timestamptz NOT NULL DEFAULT now(),
  undone_at timestamptz,
  undone_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- The merged CV's row and the rows moved or removed with it: what an undo puts back. Cleared by
  -- the job `cv.merges.expire` once the day to undo is over (the copy is personal data).
  undo jsonb
);
CREATE INDEX cv_merges_kept_idx ON cv_merges (kept_resume_id, merged_at DESC);
CREATE INDEX cv_merges_expiring_idx ON cv_merges (merged_at) WHERE undo IS NOT NULL;

-- The merged CV's original file, kept beside the merge while it can be undone.
CREATE TABLE cv_merge_files (
  merge_id bigint PRIMARY KEY REFERENCES cv_merges (id) ON DELETE CASCADE,
  file_id uuid NOT NULL,
  team_id uuid NOT NULL,
  file_name text NOT NULL,
  format text NOT NULL,
  content bytea NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL
);
ALTER TABLE cv_merge_files ALTER COLUMN content SET STORAGE EXTERNAL;
