-- Favourites lists become rows of their own, so a list can exist empty, be renamed in one place
-- and be named by id in URLs; each user has one default list (created on first use). A private
-- note belongs to the user and the CV (the same in every list that holds it).

CREATE TABLE favourite_lists (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> ''),
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Only while this migration runs: the name a list had in the old favourites table.
  legacy_name text
);

-- A name is taken whatever its case: "Go" and "go" would read as one list.
CREATE UNIQUE INDEX favourite_lists_name_idx ON favourite_lists (user_id, lower(name));
CREATE UNIQUE INDEX favourite_lists_default_idx ON favourite_lists (user_id) WHERE is_default;

-- Lists kept so far by name only. Names equal but for their case were allowed: the later ones get
-- a number, so nothing is merged or lost; so does a "Default" that is not the default list.
INSERT INTO favourite_lists (user_id, name, is_default, created_at, legacy_name)
SELECT user_id,
       CASE WHEN list = 'default' OR (rank = 1 AND lower(list) <> 'default') THEN list ELSE list || ' (' || rank || ')' END,
       list = 'default' AND rank = 1,
       first_added,
       list
  FROM (SELECT user_id, list, min(created_at) AS first_added,
               row_number() OVER (PARTITION BY user_id, lower(list) ORDER BY (list = 'default') DESC, min(created_at), list) AS rank
          FROM favourites GROUP BY user_id, list) AS named;

ALTER TABLE favourites ADD COLUMN list_id bigint REFERENCES favourite_lists (id) ON DELETE CASCADE;

UPDATE favourites f SET list_id = l.id FROM favourite_lists l WHERE l.user_id = f.user_id AND l.legacy_name = f.list;
ALTER TABLE favourite_lists DROP COLUMN legacy_name;

ALTER TABLE favourites ALTER COLUMN list_id SET NOT NULL;
ALTER TABLE favourites DROP CONSTRAINT favourites_pkey;
ALTER TABLE favourites DROP COLUMN list;
ALTER TABLE favourites ADD PRIMARY KEY (list_id, resume_type, resume_id);
CREATE INDEX favourites_list_idx ON favourites (list_id, created_at DESC);

CREATE TABLE favourite_notes (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  resume_type text NOT NULL,
  resume_id bigint NOT NULL,
  note text NOT NULL CHECK (btrim(note) <> ''),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, resume_type, resume_id)
);
