import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemotesManifest } from '@platform/contract';
import { pruneReleases, readDeploymentManifest } from '../releases';
import { runCli } from '../testing/cli-harness';
import { makeTempDir, removeDir, writeFakeBuild } from '../testing/fake-builds';
import { releaseCommand } from './release';
import { releasesCommand } from './releases';
import { rollbackCommand } from './rollback';

let rootDir: string;
beforeEach(async () => {
  rootDir = await makeTempDir();
  await writeFakeBuild(rootDir, 'host', 'h1');
  await writeFakeBuild(rootDir, 'remote-search', 's1');
  expect((await runCli(releaseCommand, ['all'], rootDir)).status).toBe(0);
});
afterEach(async () => {
  await removeDir(rootDir);
});

const published = async (): Promise<RemotesManifest> => JSON.parse(await readFile(path.join(rootDir, 'releases', 'remotes.json'), 'utf8'));

describe('preview releases', () => {
  it('stores a preview that is not current, is listed with its label, and is never a fallback nor a rollback target', async () => {
    await writeFakeBuild(rootDir, 'remote-search', 'p1');
    const run = await runCli(releaseCommand, ['remote-search', '--preview', 'pr-123'], rootDir);
    expect(run).toMatchObject({ status: 0, err: '' });
    expect(run.out).toContain('Released remote-search p1 as the preview "pr-123": not current, never a fallback; pruned after 14 days.');
    expect((await published()).remotes.search).toMatchObject({ version: 's1', history: [] });
    expect((await runCli(releasesCommand, ['remote-search'], rootDir)).out).toContain('p1  released');
    expect((await runCli(releasesCommand, ['remote-search'], rootDir)).out).toContain('preview "pr-123"');

    await writeFakeBuild(rootDir, 'remote-search', 's2');
    await runCli(releaseCommand, ['remote-search'], rootDir);
    // Older than the current release now, still no fallback; an undo skips it.
    expect((await published()).remotes.search?.history.map((record) => record.version)).toEqual(['s1']);
    const refused = await runCli(rollbackCommand, ['remote-search', 'p1', '--reason', 'try'], rootDir);
    expect(refused.err).toContain('remote-search p1 is the preview release "pr-123": a preview is never current');
    expect((await runCli(rollbackCommand, ['remote-search', '--reason', 'undo'], rootDir)).out).toContain('s1 is now current (was s2)');
    const audit: Array<{ action: string; reason?: string }> = JSON.parse((await runCli(releasesCommand, ['remote-search', '--json'], rootDir)).out);
    expect(audit.map((entry) => entry.action)).toEqual(['release', 'preview', 'release', 'rollback']);
    expect(audit[1]?.reason).toBe('preview pr-123');
  });

  it('prunes previews by age (RELEASES_PREVIEW_DAYS), not by count', async () => {
    for (const label of ['a', 'b', 'c']) {
      await writeFakeBuild(rootDir, 'remote-search', `p-${label}`);
      await runCli(releaseCommand, ['remote-search', '--preview', label], rootDir, { RELEASES_KEEP: '1' });
    }
    const manifest = await readDeploymentManifest(path.join(rootDir, 'releases'));
    expect(manifest['remote-search']?.history.map((record) => record.version)).toEqual(['p-c', 'p-b', 'p-a', 's1']);
    const inTwoWeeks = new Date(Date.now() + 15 * 86_400_000);
    expect(pruneReleases(manifest, 'remote-search', { keep: 1, recent: 10, previewDays: 14 }, inTwoWeeks).removed).toEqual(['p-c', 'p-b', 'p-a']);
    expect(pruneReleases(manifest, 'remote-search', { keep: 1, recent: 10, previewDays: 30 }, inTwoWeeks).removed).toEqual([]);
  });

  it('refuses a bad label, a preview of the host or of a remote never released, and a preview that is also a canary', async () => {
    await writeFakeBuild(rootDir, 'remote-search', 'p1');
    expect((await runCli(releaseCommand, ['remote-search', '--preview', 'Bad Label'], rootDir)).err).toContain('The preview label "Bad Label" must be');
    expect((await runCli(releaseCommand, ['remote-search', '--preview', 'x', '--canary', '5'], rootDir)).err).toContain('one of --canary, --promote, --abort and --preview');
    await writeFakeBuild(rootDir, 'host', 'h2');
    expect((await runCli(releaseCommand, ['host', '--preview', 'x'], rootDir)).err).toContain('The host has no preview releases');
    await writeFakeBuild(rootDir, 'remote-reports', 'r1');
    expect((await runCli(releaseCommand, ['remote-reports', '--preview', 'x'], rootDir)).err).toContain('remote-reports has no release yet');
  });
});
