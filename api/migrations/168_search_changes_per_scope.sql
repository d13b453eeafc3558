-- A CV-change counter per visibility scope, for the search's caches (docs/search.md, counting):
-- one for the public scope (CVs without a team, whatever their visibility: a CV turning public or
-- hidden changes what everyone sees) and one per team (that team's imports). A viewer's stamp is
-- the public counter, plus its team's counter when it has a team (no row yet: 0), so one team's
-- imports leave the cached counts and page orders of other teams and of teamless viewers current.
--
-- A transaction bumps each scope its CVs' old and new rows belong to (a CV moving from a team to
-- the public scope bumps both) once, at commit, in the same deferred trigger as the whole-database
-- counter of migration 120. That counter is still bumped first, once per transaction: the previous
-- API reads it, and taking its row before any scope's row orders the scopes' locks, so two writers
-- never wait on each other in a cycle whatever teams they touch. TRUNCATE bumps the public counter,
-- which is part of every viewer's stamp.
ALTER TABLE search_changes ADD COLUMN public_changes bigint NOT NULL DEFAULT 0;

-- A team's counter; no foreign key: the CVs of a deleted team are deleted with it, and their
-- trigger bumps the counter of a team that no longer exists.
CREATE TABLE search_team_changes (
  team_id uuid PRIMARY KEY,
  changes bigint NOT NULL
);

-- `search.scopes_bumped` holds the transaction's id and the scopes it bumped: ` public`, ` <team>`.
CREATE OR REPLACE FUNCTION search_changes_bump_once() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx text := txid_current()::text;
  bumped text := coalesce(current_setting('search.scopes_bumped', true), '');
  scopes text[] := '{}';
  scope text;
BEGIN
  IF coalesce(current_setting('search.changes_bumped', true), '') <> tx THEN
    UPDATE search_changes SET changes = changes + 1;
    PERFORM set_config('search.changes_bumped', tx, true);
  END IF;
  IF split_part(bumped, ' ', 1) <> tx THEN
    bumped := tx;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    scopes := scopes || coalesce(OLD.team_id::text, 'public');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    scopes := scopes || coalesce(NEW.team_id::text, 'public');
  END IF;
  FOREACH scope IN ARRAY scopes LOOP
    IF strpos(bumped || ' ', ' ' || scope || ' ') = 0 THEN
      IF scope = 'public' THEN
        UPDATE search_changes SET public_changes = public_changes + 1;
      ELSE
        INSERT INTO search_team_changes AS c (team_id, changes) VALUES (scope::uuid, 1)
          ON CONFLICT (team_id) DO UPDATE SET changes = c.changes + 1;
      END IF;
      bumped := bumped || ' ' || scope;
      PERFORM set_config('search.scopes_bumped', bumped, true);
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION search_changes_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_changes SET changes = changes + 1, public_changes = public_changes + 1;
  RETURN NULL;
END
$$;
