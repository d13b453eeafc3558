-- Search vectors for hh.ru's query language (README "Search"): every section and entry is
-- separated by a position gap (a phrase never spans two fields or two jobs), exact word forms
-- (`!word`) are indexed under the tag `=` (without positions: a search needs only their presence,
-- which keeps the vectors small), and employers, positions held and education under
-- `c.`, `p.`, `e.` so that `company:`, `position:` and `education:` can be told apart.
-- The vectors are rebuilt from the documents by the API (search_version below), not here: the
-- text normalisation (look-alike letters, tech names, compounds, CJK bigrams) lives in TypeScript.

-- A tsvector of `body` whose lexemes all start with `tag` (positions kept, so phrases still work).
-- The text form is `'lexeme':1,2 'other':3`: every lexeme starts right after a blank or the start.
CREATE FUNCTION search_tagged(tag text, config regconfig, body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace(to_tsvector(config, body)::text, '(^| )''', '\1''' || replace(tag, '''', ''''''), 'g')::tsvector $$;

-- The search vector of one CV from its section texts (already normalised, entries separated by a
-- gap of stop words): weights A title, B skills, C recent positions and employers, D the rest.
CREATE FUNCTION resume_search_vector(a text, b text, c text, d text, companies text, positions text, education text)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('russian', a), 'A') || setweight(to_tsvector('russian', b), 'B')
            || setweight(to_tsvector('russian', c), 'C') || setweight(to_tsvector('russian', d), 'D')
            || strip(search_tagged('=', 'simple', concat_ws(' ', a, b, c, d)))
            || setweight(search_tagged('c.', 'russian', companies), 'D')
            || setweight(search_tagged('p.', 'russian', positions), 'D')
            || setweight(search_tagged('e.', 'russian', education), 'D') $$;

-- Which layout a row's vector has; rows below the API's current version are re-indexed at start.
ALTER TABLE resumes ADD COLUMN search_version smallint NOT NULL DEFAULT 0;
-- Facets read these for every match: keep them in the row (the vector no longer leaves room for
-- them under the 2 kB TOAST threshold, and a TOAST fetch per match costs more than the count).
ALTER TABLE resumes ALTER COLUMN skill_keys SET STORAGE MAIN, ALTER COLUMN skills SET STORAGE MAIN,
  ALTER COLUMN city_key SET STORAGE MAIN, ALTER COLUMN city SET STORAGE MAIN;
-- The last day of the latest job (a current job: 9999-12-31), for `period:N`.
ALTER TABLE resumes ADD COLUMN last_worked_on date;
CREATE INDEX resumes_search_version_idx ON resumes (search_version);

-- Suggestions come only from text the viewer may search: public CVs ('') or one team's imports
-- (the team id). The old vocabulary mixed every CV's words: rebuilt by the re-indexing.
TRUNCATE search_vocabulary;
ALTER TABLE search_vocabulary ADD COLUMN scope text NOT NULL DEFAULT '';
ALTER TABLE search_vocabulary DROP CONSTRAINT search_vocabulary_pkey;
ALTER TABLE search_vocabulary ADD PRIMARY KEY (kind, scope, term);
