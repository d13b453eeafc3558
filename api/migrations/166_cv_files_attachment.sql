-- A draft (and then the CV) made from a file e-mailed to an application's thread remembers that
-- file, so "make a CV from this file" clicked again answers the draft or CV made before instead of
-- a second one. One per team and file; the link goes when the message's file is deleted.
ALTER TABLE cv_files ADD COLUMN attachment_id bigint REFERENCES application_message_attachments (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX cv_files_attachment_idx ON cv_files (team_id, attachment_id) WHERE attachment_id IS NOT NULL;
