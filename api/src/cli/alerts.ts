import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { openDatabaseForCli } from '../db/open';
import { listAlerts, type FrontendAlert } from '../modules/alerts/queries';
import { stripControlCharacters } from '../modules/alerts/sanitize';
import { runCli } from './run-cli';

const USAGE = `Usage: npm run alerts -- [--limit N] [--json]

Lists the front-end error reports (POST /api/frontend_alert/), newest first.
  --limit N  how many to show (default 50, at most 10000)
  --json     one JSON object per line instead of text`;

function formatAlert(alert: FrontendAlert): string {
  const who = [alert.ip ?? 'unknown ip', alert.userId === null ? 'anonymous' : `user ${alert.userId}`].join(', ');
  // Stored text is already stripped; rows from before that are stripped here, for the terminal.
  const message = stripControlCharacters(alert.message).replace(/\n/g, '\n  ');
  const agent = alert.userAgent === null ? '-' : stripControlCharacters(alert.userAgent);
  return `#${alert.id} ${alert.createdAt.toISOString()} (${who}) request ${alert.requestId ?? '-'}\n  ${message}\n  agent: ${agent}`;
}

async function main(): Promise<number> {
  let values: { limit?: string | undefined; json?: boolean | undefined; help?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      options: { limit: { type: 'string', short: 'n' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
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
  const db = await openDatabaseForCli(loadConfig());
  try {
    const alerts = await listAlerts(db, limit);
    if (values.json) {
      for (const alert of alerts) console.log(JSON.stringify(alert));
    } else if (alerts.length === 0) {
      console.log('No front-end alerts.');
    } else {
      console.log(alerts.map(formatAlert).join('\n\n'));
    }
  } finally {
    await db.close();
  }
  return 0;
}

runCli(main);
