/**
 * Another process holding a data folder's lock, for the lock tests: takes the lock of the folder
 * in argv[2], prints `acquired <token>`, and holds it until killed. It installs no signal handler
 * of its own, as a command-line tool would not.
 *
 *   data-dir-lock-holder.ts <dataDir> [leaseMs] [blockMs]
 *
 * With `blockMs`, it then blocks its own event loop that long (as a long PGlite statement does,
 * WebAssembly running on the loop), printing `blocking` first: its renewals stop meanwhile.
 */
import { acquireDataDirLock } from '../db/data-dir-lock';

const [dataDir, leaseMs, blockMs] = process.argv.slice(2);
if (dataDir === undefined) throw new Error('usage: data-dir-lock-holder.ts <dataDir> [leaseMs] [blockMs]');
const lock = acquireDataDirLock(dataDir, leaseMs === undefined ? {} : { leaseMs: Number(leaseMs) });
process.stdout.write(`acquired ${lock.token}\n`);
if (blockMs !== undefined) {
  process.stdout.write('blocking\n');
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(blockMs));
}
setInterval(() => undefined, 60_000);
