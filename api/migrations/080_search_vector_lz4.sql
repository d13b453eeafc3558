-- Search vectors with lz4 compression (README "Search", latency). Since migration 060 a CV's vector
-- (stems, exact forms, tagged employers/positions/education: ~2.3 kB for a demo CV) pushes the row
-- past the 2 kB TOAST threshold, so PostgreSQL compresses the vector inside the row, with pglz by
-- default, and every search decompresses it for each candidate it checks or ranks: that was most of
-- the CPU of a search (3–6× main's latency). lz4 decompresses several times faster at a similar
-- size. PGlite is built without lz4 and keeps pglz.
-- Existing rows are rewritten by the re-indexing at start (search_version 2, cv/resume-row.ts).
DO $$
BEGIN
  IF 'lz4' = ANY (SELECT unnest(enumvals) FROM pg_settings WHERE name = 'default_toast_compression') THEN
    ALTER TABLE resumes ALTER COLUMN search_vector SET COMPRESSION lz4;
  END IF;
END
$$;
