/**
 * Another process holding a data folder's lock, for the lock tests: takes the lock of the folder
 * in argv[2], prints `acquired <token>`, and holds it until killed. It installs no signal handler
 * of its own, as a command-line tool would not.
 */
import { acquireDataDirLock } from '../db/data-dir-lock';

const [dataDir] = process.argv.slice(2);
if (dataDir === undefined) throw new Error('usage: data-dir-lock-holder.ts <dataDir>');
const lock = acquireDataDirLock(dataDir);
process.stdout.write(`acquired ${lock.token}\n`);
setInterval(() => undefined, 60_000);
