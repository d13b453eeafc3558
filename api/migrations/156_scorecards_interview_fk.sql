-- A scorecard follows an interview of its application (or none: NULL). The interviews module is
-- the only writer of interview_id, in the transaction that schedules the interview, so a deployed
-- database holds no scorecard of a missing interview; any such row (a test's) goes before the key.
DELETE FROM scorecards s WHERE s.interview_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM interviews i WHERE i.id = s.interview_id);
ALTER TABLE scorecards ADD CONSTRAINT scorecards_interview_fk FOREIGN KEY (interview_id) REFERENCES interviews (id) ON DELETE CASCADE;
