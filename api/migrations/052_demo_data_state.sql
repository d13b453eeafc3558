-- Whether the first-start demo load finished. A load cut short (kill -9, power cut) leaves the row
-- with completed_at NULL, so the next start runs the (idempotent) demo seeders again instead of
-- seeing users and leaving the CV base empty for ever. No row: never started (or a database from
-- before this table, whose data is not touched).
CREATE TABLE demo_data_load (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  started_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
