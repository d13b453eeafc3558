import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { APPS } from '../releases';
import { runCli } from '../testing/cli-harness';
import { makeTempDir, removeDir, writeFakeBuild } from '../testing/fake-builds';
import { releaseCommand } from './release';
import { retireCommand } from './retire';

let rootDir: string;
beforeEach(async () => {
  rootDir = await makeTempDir();
});
afterEach(async () => {
  await removeDir(rootDir);
});

const manifest = async (): Promise<unknown> => JSON.parse(await readFile(path.join(rootDir, 'releases', 'manifest.json'), 'utf8'));

describe('npm run release', () => {
  it('releases one app and says how to undo it', async () => {
    await writeFakeBuild(rootDir, 'remote-search', '20261122T053012-a1b2c3');
    const run = await runCli(releaseCommand, ['remote-search'], rootDir);
    expect(run).toMatchObject({ status: 0, err: '' });
    expect(run.out).toContain('Released remote-search 20261122T053012-a1b2c3');
    expect(run.out).toContain('npm run rollback -- remote-search');
    expect(await manifest()).toMatchObject({ 'remote-search': { current: '20261122T053012-a1b2c3' } });
  });

  it('registers a remote it has never heard of with its first release, and "all" finds its folder', async () => {
    await writeFakeBuild(rootDir, 'host', 'h1');
    await writeFakeBuild(rootDir, 'remote-reports', 'r1');
    const run = await runCli(releaseCommand, ['all'], rootDir);
    expect(run).toMatchObject({ status: 0, err: '' });
    expect(run.out).toContain('Registered remote-reports: owned by reports team (reports@example.com), served at /remotes/reports/.');
    const remotes = JSON.parse(await readFile(path.join(rootDir, 'releases', 'remotes.json'), 'utf8'));
    expect(remotes.remotes.reports).toMatchObject({ version: 'r1', entry: '/remotes/reports/r1/remoteEntry.js' });
  });

  it('retires a remote in one command: its routes leave remotes.json', async () => {
    await writeFakeBuild(rootDir, 'host', 'h1');
    await writeFakeBuild(rootDir, 'remote-reports', 'r1');
    await runCli(releaseCommand, ['all'], rootDir);
    const run = await runCli(retireCommand, ['remote-reports'], rootDir);
    expect(run).toMatchObject({ status: 0, err: '' });
    expect(run.out).toContain('Retired remote-reports: its routes left the site; removed its releases r1.');
    const remotes = JSON.parse(await readFile(path.join(rootDir, 'releases', 'remotes.json'), 'utf8'));
    expect(remotes.remotes).toEqual({});
    expect((await runCli(retireCommand, ['host'], rootDir)).status).toBe(2);
  });

  it('refuses a second release of the same build with "already released" and status 1', async () => {
    await writeFakeBuild(rootDir, 'host', 'h1');
    await runCli(releaseCommand, ['host'], rootDir);
    const run = await runCli(releaseCommand, ['host'], rootDir);
    expect(run.status).toBe(1);
    expect(run.err).toContain('already released');
  });

  it('"all" releases every built app and skips the ones already released', async () => {
    for (const app of APPS) await writeFakeBuild(rootDir, app, `${app}-1`);
    await runCli(releaseCommand, ['remote-cv'], rootDir);
    const run = await runCli(releaseCommand, ['all'], rootDir);
    expect(run.status).toBe(0);
    expect(run.out).toContain('Skipped remote-cv');
    expect(Object.keys(await manifest() as object).sort()).toEqual([...APPS].sort());
  });

  it('"all" fails when an app is not built, after releasing the others', async () => {
    await writeFakeBuild(rootDir, 'remote-user', 'u1');
    const run = await runCli(releaseCommand, ['all'], rootDir);
    expect(run.status).toBe(1);
    expect(run.err).toContain('host is not built');
    expect(await manifest()).toEqual({ 'remote-user': expect.objectContaining({ current: 'u1' }) });
  });

  it('rejects an unknown app with the usage', async () => {
    const run = await runCli(releaseCommand, ['chat'], rootDir);
    expect(run.status).toBe(2);
    expect(run.err).toContain('Usage: npm run release -- <app|all>');
  });

  it('fails fast on bad configuration, naming the variable', async () => {
    await writeFakeBuild(rootDir, 'remote-team', 't1');
    const run = await runCli(releaseCommand, ['remote-team'], rootDir, { PUBLIC_REMOTES_ORIGIN: 'ftp://x' });
    expect(run.status).toBe(1);
    expect(run.err).toContain('PUBLIC_REMOTES_ORIGIN');
  });
});
