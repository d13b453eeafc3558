import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir, removeDir } from '../testing/fake-builds';
import { AUDIT_FILE } from './audit';
import { DEPLOY_LOG_FILE, logDeployUse, readDeployLog, type DeployLogEntry, type DeployLogLimits } from './deploy-log';

let releasesDir: string;
beforeEach(async () => {
  releasesDir = path.join(await makeTempDir(), 'releases');
});
afterEach(async () => {
  await removeDir(path.dirname(releasesDir));
});

/** The n-th use: a line of about 150 bytes whose outcome names n. */
function entry(n: number): DeployLogEntry {
  return { at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(), by: 'deploy token 0123456789ab (reports CI)', action: 'release', app: 'remote-reports', status: 201, outcome: `v${n}` };
}
const LINE_BYTES = Buffer.byteLength(`${JSON.stringify(entry(100))}\n`);

/** The log's files and their sizes, by name. */
async function logFiles(): Promise<Record<string, number>> {
  const names = (await readdir(releasesDir)).filter((name) => name.startsWith('.deploy-log.') && name.endsWith('.jsonl'));
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, (await stat(path.join(releasesDir, name))).size] as const)));
}

const outcomes = async () => (await readDeployLog(releasesDir)).map((entry) => entry.outcome);

describe('the deploy log', () => {
  it('rotates by size, keeps the newest rotated files, and is read across them in order', async () => {
    const limits: DeployLogLimits = { maxBytes: 10 * LINE_BYTES, keep: 2 };
    for (let n = 100; n < 145; n += 1) await logDeployUse(releasesDir, entry(n), limits);

    const files = await logFiles();
    expect(Object.keys(files).sort()).toEqual(['.deploy-log.1.jsonl', '.deploy-log.2.jsonl', DEPLOY_LOG_FILE]);
    // Each rotated file was full; no file ever grows past the limit.
    expect(files).toEqual({ '.deploy-log.1.jsonl': 10 * LINE_BYTES, '.deploy-log.2.jsonl': 10 * LINE_BYTES, [DEPLOY_LOG_FILE]: 5 * LINE_BYTES });
    // 45 uses: the oldest 20 went with the files past `keep`; the rest, oldest first, none twice.
    expect(await outcomes()).toEqual(Array.from({ length: 25 }, (_, i) => `v${120 + i}`));
  });

  it('rotates once when many uses are logged at once: no line lost or repeated, no rotated file cut short', async () => {
    const limits: DeployLogLimits = { maxBytes: 8 * LINE_BYTES, keep: 100 };
    // 20 rounds of 10 writers at once: each round's writers see the same size, and all but one of
    // them find the file full together.
    const count = 200;
    for (let round = 0; round < 20; round += 1) {
      await Promise.all(Array.from({ length: 10 }, (_, i) => logDeployUse(releasesDir, entry(100 + round * 10 + i), limits)));
    }

    const logged = await outcomes();
    expect(logged).toHaveLength(count);
    expect(new Set(logged).size).toBe(count);
    const files = await logFiles();
    const rotated = Object.entries(files).filter(([name]) => name !== DEPLOY_LOG_FILE);
    expect(rotated.length).toBeGreaterThan(5);
    // A file is only rotated once the next line would not fit: two writers rotating on one look
    // would move a fresh, short file up.
    for (const [name, size] of rotated) expect({ name, full: size > limits.maxBytes - LINE_BYTES }).toEqual({ name, full: true });
    // Every line is whole.
    for (const name of Object.keys(files)) {
      for (const line of (await readFile(path.join(releasesDir, name), 'utf8')).split('\n').filter((text) => text !== '')) expect(() => JSON.parse(line)).not.toThrow();
    }
  });

  it('deletes rotated files past a lowered keep at the next rotation', async () => {
    for (let n = 100; n < 130; n += 1) await logDeployUse(releasesDir, entry(n), { maxBytes: 5 * LINE_BYTES, keep: 5 });
    expect(Object.keys(await logFiles())).toHaveLength(6);
    for (let n = 130; n < 135; n += 1) await logDeployUse(releasesDir, entry(n), { maxBytes: 5 * LINE_BYTES, keep: 2 });
    expect(Object.keys(await logFiles()).sort()).toEqual(['.deploy-log.1.jsonl', '.deploy-log.2.jsonl', DEPLOY_LOG_FILE]);
    expect(await outcomes()).toEqual(Array.from({ length: 15 }, (_, i) => `v${120 + i}`));
  });

  it('never touches the audit trail, however often it rotates', async () => {
    const audit = `${'{"app":"remote-reports","action":"release"}\n'.repeat(200)}`;
    await logDeployUse(releasesDir, entry(99));
    await writeFile(path.join(releasesDir, AUDIT_FILE), audit);
    for (let n = 101; n < 140; n += 1) await logDeployUse(releasesDir, entry(n), { maxBytes: 2 * LINE_BYTES, keep: 1 });
    expect(await readFile(path.join(releasesDir, AUDIT_FILE), 'utf8')).toBe(audit);
    expect((await readdir(releasesDir)).filter((name) => name.startsWith('audit'))).toEqual([AUDIT_FILE]);
  });

  it('reads an empty log from a store that has none', async () => {
    expect(await readDeployLog(releasesDir)).toEqual([]);
  });
});
