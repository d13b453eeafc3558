import { loadConfig } from '../config/env';
import { openDatabaseForCli } from '../db/open';
import { OPERATORS_USAGE, parseOperatorsArgs, runOperatorsCommand } from './operators-command';
import { runCli } from './run-cli';

async function main(): Promise<number> {
  const command = parseOperatorsArgs(process.argv.slice(2));
  // The usage and its mistakes need no database.
  if (command.kind === 'help') {
    console.log(OPERATORS_USAGE);
    return 0;
  }
  if (command.kind === 'usage-error') {
    console.error(`${command.message}\n\n${OPERATORS_USAGE}`);
    return 2;
  }
  const db = await openDatabaseForCli(loadConfig());
  try {
    const { code, out, err } = await runOperatorsCommand(db, command);
    for (const line of out) console.log(line);
    for (const line of err) console.error(line);
    return code;
  } finally {
    await db.close();
  }
}

runCli(main);
