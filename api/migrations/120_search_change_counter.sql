-- A counter of committed changes to the CVs, for the search's cache of exact totals and facets
-- (README "Search", counting): a cached count is valid while the counter still has the value it
-- was read with, in the same statement (one snapshot) as the count itself.
--
-- The counter is bumped once per transaction that inserts, updates or deletes CVs (a deferred
-- trigger: at commit, after the transaction's other row locks, so two writers never wait on each
-- other in a cycle), and by TRUNCATE. Being a row, it is transactional: a reader never sees a new
-- value without the changes it stands for.
-- PostgreSQL refuses CREATE INDEX, CLUSTER and ALTER TABLE on `resumes` while the trigger's events
-- are pending: a transaction that writes CVs and then does one of those runs
-- `SET CONSTRAINTS resumes_search_changes IMMEDIATE` first (the bulk load does, cv/demo/seed-demo.ts).
CREATE TABLE search_changes (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  changes bigint NOT NULL DEFAULT 0
);
INSERT INTO search_changes DEFAULT VALUES;

-- Once per transaction: the first row trigger to fire at commit bumps, the others see the mark.
CREATE FUNCTION search_changes_bump_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('search.changes_bumped', true), '') <> txid_current()::text THEN
    UPDATE search_changes SET changes = changes + 1;
    PERFORM set_config('search.changes_bumped', txid_current()::text, true);
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION search_changes_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_changes SET changes = changes + 1;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER resumes_search_changes AFTER INSERT OR UPDATE OR DELETE ON resumes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_changes_bump_once();
CREATE TRIGGER resumes_search_changes_truncate AFTER TRUNCATE ON resumes
  FOR EACH STATEMENT EXECUTE FUNCTION search_changes_bump();
