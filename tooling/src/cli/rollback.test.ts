import path from 'node:path';
import { readDeploymentManifest } from '../releases';
import { runCli } from '../testing/cli-harness';
import { makeTempDir, removeDir, writeFakeBuild } from '../testing/fake-builds';
import { releaseCommand } from './release';
import { rollbackCommand } from './rollback';

let rootDir: string;
beforeEach(async () => {
  rootDir = await makeTempDir();
  for (const version of ['s1', 's2', 's3']) {
    await writeFakeBuild(rootDir, 'remote-search', version);
    await runCli(releaseCommand, ['remote-search'], rootDir);
  }
  await writeFakeBuild(rootDir, 'remote-cv', 'c1');
  await runCli(releaseCommand, ['remote-cv'], rootDir);
});
afterEach(async () => {
  await removeDir(rootDir);
});

const current = async (app: 'remote-search' | 'remote-cv') =>
  (await readDeploymentManifest(path.join(rootDir, 'releases')))[app]?.current;

describe('npm run rollback', () => {
  it('goes back to the previous version by default', async () => {
    const run = await runCli(rollbackCommand, ['remote-search', '--reason', 'test'], rootDir);
    expect(run).toMatchObject({ status: 0, err: '' });
    expect(run.out).toContain('remote-search: s2 is now current (was s3)');
    expect(await current('remote-search')).toBe('s2');
    expect(await current('remote-cv')).toBe('c1');
  });

  it('goes to a named version', async () => {
    expect((await runCli(rollbackCommand, ['remote-search', 's1', '--reason', 'test'], rootDir)).status).toBe(0);
    expect(await current('remote-search')).toBe('s1');
  });

  it('refuses an unknown version and changes nothing', async () => {
    const run = await runCli(rollbackCommand, ['remote-search', 's9', '--reason', 'test'], rootDir);
    expect(run.status).toBe(1);
    expect(run.err).toContain('remote-search has no release "s9"');
    expect(await current('remote-search')).toBe('s3');
  });

  it('refuses when there is nothing older', async () => {
    const run = await runCli(rollbackCommand, ['remote-cv', '--reason', 'test'], rootDir);
    expect(run.status).toBe(1);
    expect(run.err).toContain('no earlier version');
  });

  it('prints the usage without an app', async () => {
    const run = await runCli(rollbackCommand, [], rootDir);
    expect(run.status).toBe(2);
    expect(run.err).toContain('Usage: npm run rollback -- <app> [version]');
  });
});
