import ICAL from 'ical.js';
import { INTERVIEW_REPLIES, type InterviewReply, isOneOf } from '@platform/contract';

/** What a calendar program's answer says: which event, who, and their answer. */
export interface CalendarReply {
  uid: string;
  attendees: Array<{ email: string; answer: InterviewReply }>;
}

/**
 * Reads an iTIP reply (RFC 5546 `METHOD:REPLY`): the event's UID and each attendee's `PARTSTAT`
 * (ACCEPTED, DECLINED, TENTATIVE). Anything else (an invitation forwarded back, a malformed
 * object) is `null`: the message is then an ordinary one.
 */
export function parseCalendarReply(text: string): CalendarReply | null {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch {
    return null;
  }
  const method = calendar.getFirstPropertyValue('method');
  if (typeof method !== 'string' || method.toUpperCase() !== 'REPLY') return null;
  const event = calendar.getFirstSubcomponent('vevent');
  const uid = event?.getFirstPropertyValue('uid');
  if (event === null || event === undefined || typeof uid !== 'string' || uid === '') return null;
  const attendees: CalendarReply['attendees'] = [];
  for (const property of event.getAllProperties('attendee')) {
    const value = property.getFirstValue();
    const partstat = property.getParameter('partstat');
    const answer = typeof partstat === 'string' ? partstat.toLowerCase() : '';
    if (typeof value !== 'string' || !isOneOf(INTERVIEW_REPLIES, answer)) continue;
    attendees.push({ email: value.replace(/^mailto:/i, '').trim().toLowerCase(), answer });
  }
  return attendees.length === 0 ? null : { uid, attendees };
}
