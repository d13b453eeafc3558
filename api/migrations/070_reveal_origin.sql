-- Why a team holds a CV's contacts: opened on the CV page ('reveal'), or paid for by a mailing
-- that reached the CV ('mailing'). Analytics counts the first as contact reveals; a mailing's
-- charge is its own figure (mailings.charged).
ALTER TABLE contact_reveals ADD COLUMN via text NOT NULL DEFAULT 'reveal' CHECK (via IN ('reveal', 'mailing'));

-- Rows a mailing wrote before this column: the mailing's recipient, charged, with the reveal's time.
UPDATE contact_reveals c SET via = 'mailing'
 WHERE EXISTS (
   SELECT 1 FROM mailing_recipients r JOIN mailings m ON m.id = r.mailing_id
    WHERE r.resume_id = c.resume_id AND m.team_id = c.team_id AND m.charged > 0
      AND abs(extract(epoch FROM m.created_at - c.created_at)) < 5
 );
