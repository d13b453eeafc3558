-- What the reading of a file warned of (a draft from a file whose text was partly unreadable, say)
-- stays with its draft, so the review opened again later (from the thread, a link, a reload)
-- shows the same warnings as the import's answer did.
ALTER TABLE cv_files ADD COLUMN warnings text[] NOT NULL DEFAULT '{}';
