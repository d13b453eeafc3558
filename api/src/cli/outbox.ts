import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { openDatabaseForCli } from '../db/open';
import { getMail, listMail, rawMail, type StoredMail } from '../modules/mail/messages';
import { runCli } from './run-cli';

const STATUSES: ReadonlyArray<StoredMail['status']> = ['queued', 'sending', 'sent', 'failed'];

const USAGE = `Usage: npm run outbox -- [--limit N] [--status S] [--json] | --show ID | --raw ID

Lists outgoing e-mail, newest first: recipient, subject and delivery status.
  --limit N    how many (default 50, at most 10000)
  --status S   only queued, sending, sent or failed
  --json       one JSON object per line
  --show ID    the whole message: headers, plain text and HTML
  --raw ID     a sent message exactly as it left: every header and MIME part`;

function isStatus(value: string): value is StoredMail['status'] {
  return STATUSES.some((status) => status === value);
}

/** Control characters of stored text are shown escaped: a subject must not drive the terminal. */
function safe(text: string): string {
  let result = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    const control = (code < 0x20 && char !== '\n' && char !== '\t') || (code >= 0x7f && code <= 0x9f);
    result += control ? `\\u${code.toString(16).padStart(4, '0')}` : char;
  }
  return result;
}

function formatLine(mail: StoredMail): string {
  const status = mail.status === 'sent' ? `sent (${mail.transport ?? '?'})` : mail.status;
  const error = mail.lastError === null ? '' : `\n    ${mail.status === 'failed' ? 'failed' : 'last error'}: ${safe(mail.lastError)}`;
  return `#${mail.id}  ${mail.createdAt}  ${status.padEnd(13)} ${safe(mail.to.email)}  ${safe(mail.subject)}${error}`;
}

async function main(): Promise<number> {
  let values: { limit?: string | undefined; status?: string | undefined; json?: boolean | undefined; show?: string | undefined; raw?: string | undefined; help?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      options: {
        limit: { type: 'string', short: 'n' },
        status: { type: 'string' },
        json: { type: 'boolean' },
        show: { type: 'string' },
        raw: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const limit = values.limit === undefined ? 50 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
    console.error(`--limit must be a whole number from 1 to 10000, got "${values.limit}".\n\n${USAGE}`);
    return 2;
  }
  const status = values.status;
  if (status !== undefined && !isStatus(status)) {
    console.error(`--status must be one of ${STATUSES.join(', ')}, got "${status}".\n\n${USAGE}`);
    return 2;
  }
  const showId = values.show === undefined ? undefined : Number(values.show);
  if (showId !== undefined && (!Number.isInteger(showId) || showId < 1)) {
    console.error(`--show takes a message id (a whole number), got "${values.show}".\n\n${USAGE}`);
    return 2;
  }
  const rawId = values.raw === undefined ? undefined : Number(values.raw);
  if (rawId !== undefined && (!Number.isInteger(rawId) || rawId < 1)) {
    console.error(`--raw takes a message id (a whole number), got "${values.raw}".\n\n${USAGE}`);
    return 2;
  }
  const db = await openDatabaseForCli(loadConfig());
  try {
    if (rawId !== undefined) {
      const raw = await rawMail(db, rawId);
      if (raw === null) {
        console.error(`No message #${rawId}.`);
        return 1;
      }
      if (raw === 'not-sent') {
        console.error(`Message #${rawId} has not left yet: it is composed when delivered (npm run outbox -- --show ${rawId}).`);
        return 1;
      }
      // The bytes themselves: a terminal shows them as text; `> message.eml` keeps them exact.
      process.stdout.write(raw);
      return 0;
    }
    if (showId !== undefined) {
      const mail = await getMail(db, showId);
      if (mail === null) {
        console.error(`No message #${showId}.`);
        return 1;
      }
      if (values.json) {
        console.log(JSON.stringify(mail));
      } else {
        const header = [
          `Message #${mail.id}: ${mail.status}${mail.transport === null ? '' : ` (${mail.transport})`}, ${mail.attempts} attempt(s)`,
          `To: ${safe(mail.to.name)} <${safe(mail.to.email)}>`,
          `Subject: ${safe(mail.subject)}`,
          `Message-ID: ${mail.messageId}`,
          `Template: ${mail.template} (${mail.locale})`,
          `Created: ${mail.createdAt}${mail.sentAt === null ? '' : `, sent: ${mail.sentAt}`}`,
          ...(mail.lastError === null ? [] : [`Last error: ${safe(mail.lastError)}`]),
        ];
        const body =
          mail.text === null
            ? `(not rendered yet: rendered when delivered; variables ${safe(JSON.stringify(mail.variables))})`
            : `--- text ---\n${safe(mail.text)}\n--- html ---\n${safe(mail.html ?? '')}`;
        console.log(`${header.join('\n')}\n\n${body}`);
      }
      return 0;
    }
    const mails = await listMail(db, { limit, ...(status === undefined ? {} : { status }) });
    if (values.json) {
      for (const mail of mails) console.log(JSON.stringify(mail));
    } else if (mails.length === 0) {
      console.log('No outgoing e-mail.');
    } else {
      console.log(mails.map(formatLine).join('\n'));
    }
  } finally {
    await db.close();
  }
  return 0;
}

runCli(main);
