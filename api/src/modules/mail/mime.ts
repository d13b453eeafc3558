import { createHash } from 'node:crypto';
import { encode as base64Encode, wrap as base64Wrap } from 'nodemailer/lib/base64';
import { encodeWords, foldLines, isPlainText } from 'nodemailer/lib/mime-funcs';
import { encode as qpEncode, wrap as qpWrap } from 'nodemailer/lib/qp';
import type { OutgoingMessage } from './transport';

/** An address of a header: a display name (any text) and the address itself. */
export interface MailAddress {
  name: string;
  address: string;
}

/** Line breaks and other control characters would end a header early: each becomes a space. */
function headerText(value: string): string {
  let clean = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    clean += code < 0x20 || code === 0x7f ? ' ' : char;
  }
  return clean.trim();
}

/** `"Name" <address>`, the name encoded (RFC 2047) when it is not plain ASCII. */
export function formatAddress({ name, address }: MailAddress): string {
  const cleanAddress = headerText(address).replace(/[<>\s]/g, '');
  const cleanName = headerText(name);
  if (cleanName === '') return cleanAddress;
  const display = isPlainText(cleanName) ? `"${cleanName.replace(/["\\]/g, '\\$&')}"` : encodeWords(cleanName, 'B', 52);
  return `${display} <${cleanAddress}>`;
}

/** One header line, folded at 76 characters; non-ASCII text encoded (RFC 2047). */
function header(name: string, value: string, encode: boolean): string {
  const clean = headerText(value);
  const text = encode && !isPlainText(clean) ? encodeWords(clean, 'B', 52) : clean;
  return foldLines(`${name}: ${text}`, 76).replace(/\r?\n$/, '');
}

/** Whether a line of `text` (CRLF line breaks) is longer than `limit`. */
function hasLongLine(text: string, limit: number): boolean {
  let start = 0;
  for (;;) {
    const end = text.indexOf('\r\n', start);
    if ((end === -1 ? text.length : end) - start > limit) return true;
    if (end === -1) return false;
    start = end + 2;
  }
}

/** The transfer encoding nodemailer would pick: 7bit for short ASCII lines, else QP when mostly Latin, else base64. */
function transferEncoding(text: string, boundary: string): '7bit' | 'quoted-printable' | 'base64' {
  if (isPlainText(text) && !hasLongLine(text, 76) && !text.includes(boundary)) return '7bit';
  let nonLatin = 0;
  let latin = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 0x80 || (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d)) nonLatin += 1;
    else if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) latin += 1;
  }
  return nonLatin < latin ? 'quoted-printable' : 'base64';
}

function part(contentType: string, body: string, boundary: string, parameters = ''): string {
  const text = body.replace(/\r?\n/g, '\r\n');
  const encoding = transferEncoding(text, boundary);
  const encoded = encoding === '7bit' ? text : encoding === 'quoted-printable' ? qpWrap(qpEncode(text), 76) : base64Wrap(base64Encode(text), 76);
  return `Content-Type: ${contentType}; charset=utf-8${parameters}\r\nContent-Transfer-Encoding: ${encoding}\r\n\r\n${encoded}`;
}

/** The `METHOD` an iCalendar object names (`REQUEST`, `CANCEL`): the `method` parameter of its part (RFC 6047). */
function calendarMethod(calendar: string): string {
  return /^METHOD:([A-Z-]+)\r?$/m.exec(calendar)?.[1] ?? 'PUBLISH';
}

/**
 * The whole RFC 5322 message of `message`: text and HTML alternatives, its Message-ID and extra
 * headers, every header value stripped of line breaks (no header injection from a subject or a
 * name), dated when it was queued (RFC 5322: when it was ready to enter the mail system). Built
 * as one string, which is what keeps delivery cheap: nodemailer's own composer
 * streams each part through several transforms, and that cost about as much CPU time per message
 * as everything else in delivery together (measured in the mailing bench).
 */
export function buildMime(message: Omit<OutgoingMessage, 'from'> & { from: MailAddress }): Buffer {
  // Derived from the Message-ID, like everything else here: a message sent again after a crash
  // (see docs/mail.md, "Exactly once") is the same bytes, not merely the same Message-ID. A part never
  // holds the boundary (see transferEncoding).
  const boundary = `--_platform_${createHash('sha1').update(message.messageId).digest('hex').slice(0, 24)}`;
  const headers = [
    header('From', formatAddress(message.from), false),
    header('To', formatAddress({ name: message.to.name, address: message.to.email }), false),
    header('Subject', message.subject, true),
    header('Message-ID', message.messageId, false),
    header('Date', message.date.toUTCString().replace(/GMT/, '+0000'), false),
    ...Object.entries(message.headers).map(([name, value]) => header(name, value, true)),
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative;\r\n boundary="${boundary}"`,
  ];
  const body = [
    `--${boundary}`,
    part('text/plain', message.text, boundary),
    `--${boundary}`,
    part('text/html', message.html, boundary),
    // An invitation is the last (the preferred) alternative, as calendar programs expect (RFC 6047).
    ...(message.calendar === undefined ? [] : [`--${boundary}`, part('text/calendar', message.calendar, boundary, `; method=${calendarMethod(message.calendar)}`)]),
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return Buffer.from(`${headers.join('\r\n')}\r\n\r\n${body}`, 'utf8');
}
