import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemotesManifest } from '@platform/contract';
import { runCli } from '../testing/cli-harness';
import { makeTempDir, removeDir, writeFakeBuild } from '../testing/fake-builds';
import { releaseCommand } from './release';
import { releasesCommand } from './releases';
import { rollbackCommand } from './rollback';
import { rolloutCommand } from './rollout';

let rootDir: string;
beforeEach(async () => {
  rootDir = await makeTempDir();
  await writeFakeBuild(rootDir, 'host', 'h1');
  await writeFakeBuild(rootDir, 'remote-search', 's1');
  expect((await runCli(releaseCommand, ['all'], rootDir)).status).toBe(0);
  await writeFakeBuild(rootDir, 'remote-search', 's2');
});
afterEach(async () => {
  await removeDir(rootDir);
});

async function published(): Promise<RemotesManifest> {
  return JSON.parse(await readFile(path.join(rootDir, 'releases', 'remotes.json'), 'utf8'));
}

describe('canary releases', () => {
  it('serves a canary beside the stable version, widens it and promotes it; an undo returns to the stable version', async () => {
    const started = await runCli(releaseCommand, ['remote-search', '--canary', '30'], rootDir);
    expect(started).toMatchObject({ status: 0, err: '' });
    expect(started.out).toContain('Released remote-search s2 as a canary for 30 % of visitors');
    const search = (await published()).remotes.search;
    expect(search).toMatchObject({ version: 's1', rollout: { percent: 30, canary: { version: 's2', entry: '/remotes/search/s2/remoteEntry.js' } } });
    expect(search?.rollout?.canary.integrity).toMatch(/^sha384-/);
    expect(search?.rollout?.canary.routes?.routes[0]?.path).toBe('/search');
    // The canary is nobody's fallback while it runs.
    expect(search?.history.map((record) => record.version)).toEqual([]);
    expect((await runCli(releasesCommand, ['remote-search'], rootDir)).out).toContain('canary: s2 for 30 % of visitors');

    expect((await runCli(rolloutCommand, ['remote-search', '60'], rootDir)).out).toContain('now serves 60 % of visitors (was 30 %)');
    expect((await published()).remotes.search?.rollout?.percent).toBe(60);

    const promoted = await runCli(releaseCommand, ['remote-search', '--promote'], rootDir);
    expect(promoted.out).toContain('the canary s2 is now current for everyone (was s1)');
    expect((await published()).remotes.search).toMatchObject({ version: 's2', history: [{ version: 's1' }] });
    expect((await published()).remotes.search).not.toHaveProperty('rollout');

    expect((await runCli(rollbackCommand, ['remote-search', '--reason', 'canary was fine, host was not'], rootDir)).out).toContain('s1 is now current (was s2)');
  });

  it('aborts with a reason: everyone is back on the stable version and the canary is never a fallback again', async () => {
    await runCli(releaseCommand, ['remote-search', '--canary', '50'], rootDir);
    const noReason = await runCli(releaseCommand, ['remote-search', '--abort'], rootDir);
    expect(noReason.status).toBe(1);
    expect(noReason.err).toContain('A reason is required, for the audit: npm run release -- remote-search --abort --reason');
    expect((await published()).remotes.search?.rollout?.percent).toBe(50);

    const aborted = await runCli(releaseCommand, ['remote-search', '--abort', '--reason', 'errors on mount'], rootDir);
    expect(aborted).toMatchObject({ status: 0, err: '' });
    expect(aborted.out).toContain('the canary s2 is aborted; everyone is back on s1');
    expect((await published()).remotes.search).not.toHaveProperty('rollout');

    await writeFakeBuild(rootDir, 'remote-search', 's3');
    await runCli(releaseCommand, ['remote-search'], rootDir);
    expect((await published()).remotes.search?.history.map((record) => record.version)).toEqual(['s1']);
  });

  it('runs one rollout per remote, and refuses a host release while it runs unless --force', async () => {
    await runCli(releaseCommand, ['remote-search', '--canary', '10'], rootDir);
    await writeFakeBuild(rootDir, 'remote-search', 's3');
    const second = await runCli(releaseCommand, ['remote-search', '--canary', '20'], rootDir);
    expect(second.status).toBe(1);
    expect(second.err).toContain('remote-search has a canary of s2 at 10 % under way, so a new release is refused (one rollout at a time)');
    const plain = await runCli(releaseCommand, ['remote-search'], rootDir);
    expect(plain.err).toContain('so a new release is refused');
    const rollback = await runCli(rollbackCommand, ['remote-search', '--reason', 'canary was fine, host was not'], rootDir);
    expect(rollback.err).toContain('so a rollback is refused');

    await writeFakeBuild(rootDir, 'host', 'h2');
    const host = await runCli(releaseCommand, ['host'], rootDir);
    expect(host.status).toBe(1);
    expect(host.err).toContain("A host release is refused while a remote's canary runs: remote-search s2 at 10 %");
    expect(host.err).toContain('--force');
    expect((await runCli(releaseCommand, ['host', '--force'], rootDir)).out).toContain('Released host h2: now current.');
  });

  it('refuses bad shares, a canary of the host or of a remote never released, and rollouts with no canary', async () => {
    for (const bad of ['101', '-5', 'ten', '']) {
      const run = await runCli(releaseCommand, ['remote-search', '--canary', bad], rootDir);
      expect(run.status).not.toBe(0);
    }
    expect((await runCli(releaseCommand, ['remote-search', '--canary', '150'], rootDir)).err).toContain('--canary must be a whole percentage from 0 to 100, got "150"');
    await writeFakeBuild(rootDir, 'host', 'h2');
    expect((await runCli(releaseCommand, ['host', '--canary', '10'], rootDir)).err).toContain('The host cannot be released as a canary');
    await writeFakeBuild(rootDir, 'remote-reports', 'r1');
    expect((await runCli(releaseCommand, ['remote-reports', '--canary', '10'], rootDir)).err).toContain('remote-reports has no release yet');
    expect((await runCli(rolloutCommand, ['remote-search', '50'], rootDir)).err).toContain('remote-search has no canary under way');
    expect((await runCli(releaseCommand, ['remote-search', '--promote'], rootDir)).err).toContain('nothing to promote');
    expect((await runCli(releaseCommand, ['remote-search', '--canary', '10', '--promote'], rootDir)).err).toContain('one of --canary, --promote, --abort and --preview');
    // Nothing was copied by the refusals: s2 can still be released.
    expect((await runCli(releaseCommand, ['remote-search'], rootDir)).status).toBe(0);
  });

  it('records who, why and from which version to which in the append-only audit, printed by npm run releases -- <app> --json', async () => {
    const as = (name: string) => ({ RELEASE_ACTOR: name });
    await runCli(releaseCommand, ['remote-search', '--canary', '10'], rootDir, as('alice'));
    await runCli(rolloutCommand, ['remote-search', '40', '--reason', 'no errors for an hour'], rootDir, as('bob'));
    await runCli(releaseCommand, ['remote-search', '--abort', '--reason', 'slow search page'], rootDir, as('carol'));
    expect((await runCli(rollbackCommand, ['remote-search'], rootDir, as('dave'))).err).toContain('A reason is required, for the audit');
    const run = await runCli(releasesCommand, ['remote-search', '--json'], rootDir);
    expect(run.status).toBe(0);
    const audit: unknown = JSON.parse(run.out);
    expect(audit).toEqual([
      { at: expect.any(String), app: 'remote-search', action: 'release', to: 's1', actor: { kind: 'person', name: expect.any(String) } },
      { at: expect.any(String), app: 'remote-search', action: 'canary', from: 's1', to: 's2', percent: 10, actor: { kind: 'person', name: 'alice' } },
      { at: expect.any(String), app: 'remote-search', action: 'rollout', to: 's2', percent: 40, reason: 'no errors for an hour', actor: { kind: 'person', name: 'bob' } },
      { at: expect.any(String), app: 'remote-search', action: 'abort', from: 's2', to: 's1', reason: 'slow search page', actor: { kind: 'person', name: 'carol' } },
    ]);
    // Pruning never trims it: many releases later, every line is still there.
    for (const version of ['s3', 's4', 's5', 's6', 's7', 's8', 's9']) {
      await writeFakeBuild(rootDir, 'remote-search', version);
      await runCli(releaseCommand, ['remote-search'], rootDir, { RELEASE_ACTOR: 'erin', RELEASES_KEEP: '1' });
    }
    const all: unknown[] = JSON.parse((await runCli(releasesCommand, ['--json'], rootDir)).out);
    expect(all).toHaveLength(1 + 4 + 7);
  });
});
