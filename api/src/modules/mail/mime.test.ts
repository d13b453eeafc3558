import { buildMime, formatAddress } from './mime';
import { parseSender } from './smtp-transport';

/** Unfolds the header block and decodes RFC 2047 words: what a mail reader shows. */
function readHeaders(raw: string): Map<string, string> {
  const block = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    const value = line
      .slice(colon + 1)
      .trim()
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_, data: string) => Buffer.from(data, 'base64').toString('utf8'));
    headers.set(line.slice(0, colon).toLowerCase(), value);
  }
  return headers;
}

/** The decoded body of each part of a multipart/alternative message, by content type. */
function readParts(raw: string): Map<string, string> {
  const boundary = /boundary="([^"]+)"/.exec(raw)?.[1] ?? '';
  const parts = new Map<string, string>();
  for (const chunk of raw.split(`--${boundary}`).slice(1, -1)) {
    const [head = '', ...rest] = chunk.replace(/^\r\n/, '').split('\r\n\r\n');
    const body = rest.join('\r\n\r\n').replace(/\r\n$/, '');
    const type = /Content-Type: ([^;]+)/.exec(head)?.[1] ?? '';
    const encoding = /Content-Transfer-Encoding: (\S+)/.exec(head)?.[1];
    let decoded = body;
    if (encoding === 'base64') decoded = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') {
      const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
      decoded = decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
    }
    parts.set(type, decoded);
  }
  return parts;
}

const message = {
  messageId: '<abc@recruiting.platform>',
  date: new Date('2026-01-02T03:04:05Z'),
  from: { name: 'Platform', address: 'no-reply@example.test' },
  to: { email: 'anna@example.test', name: 'Анна "Ann" Петрова' },
  subject: 'Вакансия: Go-разработчик в «Acme», удалённо, полный день, senior',
  text: 'Здравствуйте, Анна!\n\nA = B; a line '.concat('long '.repeat(30), '\nend'),
  html: '<p>Здравствуйте, <b>Анна</b>!</p>',
  headers: { 'List-Unsubscribe': '<https://platform.example/api/mail/unsubscribe/tok_en-1>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
};

describe('buildMime', () => {
  it('writes headers a reader decodes back, both alternatives, CRLF lines of at most 998 characters', () => {
    const raw = buildMime(message).toString('utf8');
    const headers = readHeaders(raw);
    expect(headers.get('subject')).toBe(message.subject);
    expect(headers.get('to')).toBe('Анна "Ann" Петрова <anna@example.test>');
    expect(headers.get('from')).toBe('"Platform" <no-reply@example.test>');
    expect(headers.get('message-id')).toBe('<abc@recruiting.platform>');
    expect(headers.get('date')).toBe('Fri, 02 Jan 2026 03:04:05 +0000');
    expect(headers.get('list-unsubscribe')).toBe(message.headers['List-Unsubscribe']);
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(headers.get('mime-version')).toBe('1.0');
    const parts = readParts(raw);
    expect(parts.get('text/plain')).toBe(message.text.replace(/\n/g, '\r\n'));
    expect(parts.get('text/html')).toBe(message.html);
    expect(raw.split('\r\n').every((line) => line.length <= 998 && !line.includes('\n'))).toBe(true);
    expect(raw).not.toMatch(/[^\r]\n/);
    // Encoded headers stay within the recommended 78 characters a line.
    const headerBlock = raw.slice(0, raw.indexOf('\r\n\r\n'));
    expect(headerBlock.split('\r\n').filter((line) => !line.startsWith('List-Unsubscribe:')).every((line) => line.length <= 78)).toBe(true);
  });

  it('builds the same bytes for the same message: a resend after a crash is an exact duplicate', () => {
    expect(buildMime(message).equals(buildMime({ ...message }))).toBe(true);
    expect(buildMime(message).equals(buildMime({ ...message, messageId: '<other@recruiting.platform>' }))).toBe(false);
  });

  it('keeps ASCII text readable (7bit) and still encodes a part that would hold the boundary', () => {
    const raw = buildMime({ ...message, subject: 'About Go developer', text: 'Hello Anna Petrova', html: '<p>Hello</p>' }).toString('utf8');
    expect(raw).toContain('\r\nSubject: About Go developer\r\n');
    expect(raw).toContain('Content-Transfer-Encoding: 7bit\r\n\r\nHello Anna Petrova\r\n');
    const boundary = /boundary="([^"]+)"/.exec(raw)?.[1] ?? '';
    expect(boundary.length).toBeGreaterThan(20);
  });

  it('never lets a subject or a name add a header (line breaks become spaces)', () => {
    const raw = buildMime({
      ...message,
      subject: 'Hi\r\nBcc: victim@example.test',
      to: { email: 'anna@example.test\r\nX-Evil: 1', name: 'Anna\nX-Injected: yes' },
    }).toString('utf8');
    const headerBlock = raw.slice(0, raw.indexOf('\r\n\r\n'));
    expect(headerBlock).not.toMatch(/^(Bcc|X-Evil|X-Injected):/m);
    expect(readHeaders(raw).get('subject')).toBe('Hi  Bcc: victim@example.test');
  });

  it('formats addresses: bare when nameless, quoted ASCII names, encoded others', () => {
    expect(formatAddress({ name: '', address: 'a@example.test' })).toBe('a@example.test');
    expect(formatAddress({ name: 'A "B" \\ C', address: 'a@example.test' })).toBe('"A \\"B\\" \\\\ C" <a@example.test>');
    expect(formatAddress({ name: 'Ёж', address: 'a@example.test' })).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?= <a@example\.test>$/);
  });

  it('reads MAIL_FROM as a name and an address, and refuses one without an address', () => {
    expect(parseSender('Platform <no-reply@example.test>')).toEqual({ name: 'Platform', address: 'no-reply@example.test' });
    expect(parseSender('no-reply@example.test')).toEqual({ name: '', address: 'no-reply@example.test' });
    expect(() => parseSender('Platform')).toThrow('Not an e-mail address');
  });
});
