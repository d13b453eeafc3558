-- Which database the CV-change counter belongs to. Searches may read a streaming replica one
-- moment and the primary the next (DATABASE_READ_URL): a physical replica copies this value, so
-- counts cached from it stay valid on its primary at the same counter, while another database
-- whose counter happens to have the same value never lends its counts (the cache compares it with
-- the counter, README "Search", counting).
ALTER TABLE search_changes ADD COLUMN lineage uuid NOT NULL DEFAULT gen_random_uuid();
