/**
 * A second operator for the lock tests, in its own process: takes the releases lock of the folder
 * in argv[2] (lease in argv[3] ms), prints `acquired <token>`, and holds it until a line arrives on
 * stdin; a refusal prints `refused <code>`. Used to race two real processes for one lock.
 */
import { ReleaseError, withReleasesLock } from '../releases';

const [releasesDir, leaseMs] = process.argv.slice(2);
if (releasesDir === undefined) throw new Error('usage: lock-holder.ts <releasesDir> [leaseMs]');

withReleasesLock(
  releasesDir,
  async (lock) => {
    process.stdout.write(`acquired ${lock.token}\n`);
    await new Promise((resolve) => process.stdin.once('data', resolve));
  },
  { leaseMs: Number(leaseMs ?? 30_000) },
).then(
  () => {
    process.stdout.write('released\n');
    process.stdin.destroy();
  },
  (error: unknown) => {
    process.stdout.write(`refused ${error instanceof ReleaseError ? error.code : String(error)}\n`);
    process.stdin.destroy();
    process.exitCode = 3;
  },
);
