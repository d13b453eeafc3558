import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** What one invitation, update or cancellation says. */
export interface InvitationInput {
  method: 'REQUEST' | 'CANCEL';
  /** The interview's UID: the same in every message about it. */
  uid: string;
  /** Raised by every change: a calendar replaces its copy only with a higher one. */
  sequence: number;
  start: Date;
  durationMinutes: number;
  /** When this version was made (`DTSTAMP`): the interview's last change, so a message is the same bytes on every attempt. */
  stamp: Date;
  summary: string;
  description: string;
  location: string | null;
  link: string | null;
  /** The team, at the thread's reply address: calendar programs send their answer there. */
  organizer: { name: string; email: string };
  /** The recipient alone: nobody learns the other attendees' addresses from their copy. */
  attendee: { name: string; email: string };
}

/**
 * The iCalendar object (RFC 5545) of one message about an interview, in the iTIP form (RFC 5546)
 * calendar programs act on: `METHOD:REQUEST` adds or updates the event (same UID, higher
 * SEQUENCE), `METHOD:CANCEL` removes it. Times are written in UTC: every program converts them to
 * its user's zone, and the place's zone is named in the description.
 */
export function invitationIcs(input: InvitationInput): string {
  const calendar = ical({
    prodId: { company: 'Recruiting platform', product: 'Interviews', language: 'EN' },
    method: input.method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    stamp: input.stamp,
    start: input.start,
    end: new Date(input.start.getTime() + input.durationMinutes * 60_000),
    summary: input.summary,
    description: input.description,
    location: input.location ?? input.link,
    url: input.link,
    organizer: input.organizer,
    attendees: [
      {
        name: input.attendee.name,
        email: input.attendee.email,
        rsvp: input.method === 'REQUEST',
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
      },
    ],
    status: input.method === 'REQUEST' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
  });
  return calendar.toString();
}
