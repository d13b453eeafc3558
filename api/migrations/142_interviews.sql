-- Interviews of an application (src/modules/team/interviews/): sent to every attendee's calendar
-- as an iCalendar invitation; answers come back by calendar reply or by the e-mail's links.
CREATE TABLE interviews (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id bigint NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  -- The iCalendar UID: one per interview, the same in every update and the cancellation.
  uid text NOT NULL UNIQUE,
  -- The wall-clock time at the place and the place's IANA zone: what the team decided. The
  -- instant follows from them (a change of the zone's rules moves the instant, not the meeting).
  starts_local timestamp NOT NULL,
  time_zone text NOT NULL,
  starts_at timestamptz NOT NULL,
  duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 5 AND 480),
  location text,
  link text,
  notes text NOT NULL DEFAULT '',
  -- iCalendar SEQUENCE: raised by every change sent to the calendars.
  sequence integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'cancelled')),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX interviews_application_idx ON interviews (application_id, starts_at);
CREATE INDEX interviews_upcoming_idx ON interviews (starts_at) WHERE status = 'scheduled';

-- The candidate and the interviewers of an interview, each with their answer (iCalendar PARTSTAT).
CREATE TABLE interview_attendees (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  interview_id bigint NOT NULL REFERENCES interviews (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('candidate', 'interviewer')),
  -- The interviewer's account (the candidate's comes from the application).
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  name text NOT NULL,
  answer text NOT NULL DEFAULT 'needs_action' CHECK (answer IN ('needs_action', 'accepted', 'declined', 'tentative')),
  answered_at timestamptz,
  -- The secret of the attendee's answer links in the e-mail.
  answer_token text NOT NULL UNIQUE,
  CHECK ((role = 'interviewer') = (user_id IS NOT NULL))
);

CREATE UNIQUE INDEX interview_attendees_email_key ON interview_attendees (interview_id, lower(email));
CREATE INDEX interview_attendees_user_idx ON interview_attendees (user_id) WHERE user_id IS NOT NULL;

-- An iCalendar object sent with a message as its `text/calendar` part (an invitation, an update,
-- a cancellation), stored as queued so the message can be printed exactly as it left.
ALTER TABLE mail_messages ADD COLUMN calendar text;
