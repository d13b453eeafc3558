import { chmod, lstat, readdir, readFile, readlink, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppName } from '@platform/contract';
import { makeTempDir, removeDir, TEST_REMOTES_ORIGIN, writeFakeBuild } from '../testing/fake-builds';
import { createDeployToken, verifyDeployToken } from './deploy-tokens';
import { assembleState, findStateProblems } from './deployment-state';
import { ReleaseError } from './release-error';
import { pruneAllReleases, readDeploymentManifest, releaseApp, releaseFolderOf, retireRemote, rollBackApp, type ReleaseContext } from './release-store';

let rootDir: string;
let context: ReleaseContext;

beforeEach(async () => {
  rootDir = await makeTempDir();
  let minute = 0;
  context = {
    rootDir,
    releasesDir: path.join(rootDir, 'releases'),
    remotesOrigin: TEST_REMOTES_ORIGIN,
    now: () => new Date(Date.UTC(2026, 10, 22, 5, minute++)),
  };
});
afterEach(async () => {
  await removeDir(rootDir);
});

async function release(app: AppName, buildId: string, extra: Partial<ReleaseContext> = {}) {
  await writeFakeBuild(rootDir, app, buildId);
  return releaseApp({ ...context, ...extra }, app);
}

async function refusal(action: Promise<unknown>): Promise<ReleaseError> {
  const error: unknown = await action.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (error instanceof ReleaseError) return error;
  throw new Error(`expected a ReleaseError, got ${String(error)}`);
}

/** Every file a server reads, as it reads them (through the links). */
async function servedState(): Promise<Record<string, string>> {
  const state: Record<string, string> = {};
  for (const file of ['manifest.json', 'remotes.json', 'version.json', 'releases.json']) {
    state[file] = await readFile(path.join(context.releasesDir, file), 'utf8').catch(() => '(none)');
  }
  state['host-current'] = await realpath(path.join(context.releasesDir, 'host-current')).catch(() => '(none)');
  return state;
}

async function releaseEverything() {
  for (const app of ['host', 'remote-search', 'remote-cv', 'remote-team', 'remote-user'] as const) await release(app, `${app}-1`);
}

describe('one switch for every file a release changes', () => {
  it('manifest.json, remotes.json, version.json, releases.json and host-current all go through the one `state` link', async () => {
    await releaseEverything();
    await release('host', 'host-2');
    for (const file of ['manifest.json', 'remotes.json', 'version.json', 'releases.json', 'host-current']) {
      expect(await readlink(path.join(context.releasesDir, file))).toBe(path.join('state', file));
    }
    const state = await readlink(path.join(context.releasesDir, 'state'));
    expect(state).toMatch(/^state-\d+$/);
    expect((await lstat(path.join(context.releasesDir, state))).isDirectory()).toBe(true);
    expect(await realpath(path.join(context.releasesDir, 'host-current'))).toBe(await realpath(releaseFolderOf(context.releasesDir, 'host', 'host-2')));
    expect(JSON.parse(await readFile(path.join(context.releasesDir, 'version.json'), 'utf8'))).toEqual({ version: 'host-2' });
    // Old state folders do not pile up.
    expect((await readdir(context.releasesDir)).filter((name) => /^state-\d+$/.test(name)).length).toBeLessThanOrEqual(3);
  });

  it('remotes.json carries each entry\u2019s integrity hash and the allowed origins', async () => {
    await releaseEverything();
    const remotes: unknown = JSON.parse(await readFile(path.join(context.releasesDir, 'remotes.json'), 'utf8'));
    expect(remotes).toMatchObject({
      allowedOrigins: Object.values(TEST_REMOTES_ORIGIN),
      remotes: { search: { integrity: expect.stringMatching(/^sha384-/) } },
    });
  });
});

describe('a rollback to a damaged or missing version', () => {
  it('fails clearly when a file of the target release changed, and changes nothing', async () => {
    await releaseEverything();
    await release('remote-search', 's2');
    const before = await servedState();
    const entry = path.join(releaseFolderOf(context.releasesDir, 'remote-search', 'remote-search-1'), 'remoteEntry.js');
    await chmod(entry, 0o644);
    await writeFile(entry, 'tampered();');

    const error = await refusal(rollBackApp(context, 'remote-search'));
    expect(error.code).toBe('DAMAGED_RELEASE');
    expect(error.message).toContain('remote-search remote-search-1 is damaged');
    expect(error.message).toContain('Nothing was changed');
    expect(await servedState()).toEqual(before);
  });

  it('fails clearly when the target release folder is gone, and changes nothing', async () => {
    await releaseEverything();
    await release('remote-cv', 'c2');
    const before = await servedState();
    await rm(releaseFolderOf(context.releasesDir, 'remote-cv', 'remote-cv-1'), { recursive: true, force: true });

    const error = await refusal(rollBackApp(context, 'remote-cv', 'remote-cv-1'));
    expect(error.code).toBe('UNKNOWN_VERSION');
    expect(error.message).toContain('is gone');
    expect(await servedState()).toEqual(before);
  });
});

describe('undo goes to the version current before the last change', () => {
  it('rollback, release, rollback: ops land on the version they had rolled back to, not the bad one', async () => {
    await release('remote-user', 'A');
    await release('remote-user', 'B');
    expect((await rollBackApp(context, 'remote-user')).to).toBe('A');
    await release('remote-user', 'C');
    expect(await rollBackApp(context, 'remote-user')).toEqual({ app: 'remote-user', from: 'C', to: 'A' });
  });
});

describe('pruning old releases', () => {
  it('a release keeps the newest N, the current one and every version of recent deployments, deleting the other folders', async () => {
    const policy = { keep: 2, recent: 3 };
    for (const version of ['t1', 't2', 't3', 't4']) await release('remote-team', version, { prunePolicy: policy });
    // t1 went with t4's release (neither among the newest two nor in the last three deployments).
    expect((await readdir(path.join(context.releasesDir, 'remote-team'))).sort()).toEqual(['t2', 't3', 't4']);
    await rollBackApp(context, 'remote-team', 't2');
    await release('remote-team', 't5', { prunePolicy: policy });

    const deployment = (await readDeploymentManifest(context.releasesDir))['remote-team'];
    // t5, t4: newest two; the last three deployments: t5, t2 (the rollback), t4.
    expect(deployment?.history.map((record) => record.version)).toEqual(['t5', 't4', 't2']);
    expect((await readdir(path.join(context.releasesDir, 'remote-team'))).sort()).toEqual(['t2', 't4', 't5']);
  });

  it('npm run releases -- --prune applies the policy to every app', async () => {
    const loose = { keep: 50, recent: 50 };
    for (const version of ['u1', 'u2', 'u3', 'u4']) await release('remote-user', version, { prunePolicy: loose });
    const removed = await pruneAllReleases(context, { keep: 1, recent: 2 });
    expect(removed).toEqual({ 'remote-user': ['u2', 'u1'] });
    expect((await readdir(path.join(context.releasesDir, 'remote-user'))).sort()).toEqual(['u3', 'u4']);
  });
});

describe('a state is switched to only when it is complete', () => {
  /** Assembles the state the current manifest describes in a scratch folder, as the switch would. */
  async function scratchState(): Promise<{ folder: string; manifest: Awaited<ReturnType<typeof readDeploymentManifest>> }> {
    const manifest = await readDeploymentManifest(context.releasesDir);
    const folder = path.join(context.releasesDir, 'state-scratch');
    await assembleState(folder, manifest, TEST_REMOTES_ORIGIN);
    return { folder, manifest };
  }

  it('finds nothing missing in a state assembled whole', async () => {
    await releaseEverything();
    const { folder, manifest } = await scratchState();
    expect(await findStateProblems(context.releasesDir, folder, manifest)).toEqual([]);
  });

  it.each([
    ['manifest.json', 'manifest.json is missing'],
    ['remotes.json', 'remotes.json is missing'],
    ['version.json', 'version.json is missing'],
    ['releases.json', 'releases.json is missing'],
    ['host-current', 'host-current does not lead to a host release with its index.html'],
  ])('names a state without its %s', async (file, problem) => {
    await releaseEverything();
    const { folder, manifest } = await scratchState();
    await rm(path.join(folder, file), { force: true });
    expect(await findStateProblems(context.releasesDir, folder, manifest)).toContain(problem);
  });

  it('names a remotes.json that leaves out a released remote', async () => {
    await releaseEverything();
    const { folder, manifest } = await scratchState();
    const remotes = JSON.parse(await readFile(path.join(folder, 'remotes.json'), 'utf8'));
    delete remotes.remotes.cv;
    await writeFile(path.join(folder, 'remotes.json'), JSON.stringify(remotes));
    expect(await findStateProblems(context.releasesDir, folder, manifest)).toContain(
      'remotes.json names search, team, user instead of cv, search, team, user',
    );
  });

  it('names a releases.json that leaves out a released remote, or is not JSON', async () => {
    await releaseEverything();
    const { folder, manifest } = await scratchState();
    const releases = JSON.parse(await readFile(path.join(folder, 'releases.json'), 'utf8'));
    delete releases.remotes.team;
    await writeFile(path.join(folder, 'releases.json'), JSON.stringify(releases));
    expect(await findStateProblems(context.releasesDir, folder, manifest)).toContain('releases.json names cv, search, user instead of cv, search, team, user');
    await writeFile(path.join(folder, 'releases.json'), '{ not json');
    expect(await findStateProblems(context.releasesDir, folder, manifest)).toContain('releases.json is not JSON');
  });

  it.each([
    ['the host', 'host', 'host-1', 'remote-search'],
    ['a remote', 'remote-cv', 'remote-cv-1', 'remote-team'],
  ])('refuses a release of another app while the current release folder of %s is gone, and keeps the served state', async (_what, gone, version, released) => {
    await releaseEverything();
    const before = await servedState();
    await rm(releaseFolderOf(context.releasesDir, gone === 'host' ? 'host' : 'remote-cv', version), { recursive: true, force: true });
    const error = await refusal(release(released === 'remote-search' ? 'remote-search' : 'remote-team', 'next-2'));
    expect(error.code).toBe('INCOMPLETE_STATE');
    expect(error.message).toContain(`the current ${gone} release ${version} has no`);
    expect(error.message).toContain('nothing changed');
    const after = await servedState();
    expect(after['manifest.json']).toBe(before['manifest.json']);
    expect(after['remotes.json']).toBe(before['remotes.json']);
    // The refused release left no folder behind: the same build can be released once the store is repaired.
    expect(await readdir(path.join(context.releasesDir, released))).not.toContain('next-2');
  });
});

describe('retiring a remote', () => {
  it('takes its routes off the site in one switch and deletes its releases, leaving the others', async () => {
    await releaseEverything();
    await release('remote-team', 'remote-team-2');
    const teamToken = await createDeployToken(context.releasesDir, 'remote-team', 'team CI');
    const searchToken = await createDeployToken(context.releasesDir, 'remote-search', 'search CI');
    const result = await retireRemote(context, 'remote-team');
    expect(result).toEqual({ app: 'remote-team', versions: ['remote-team-2', 'remote-team-1'], revokedTokens: [teamToken.record.id] });
    // Its token no longer releases anything; the other remote's still does.
    expect(await verifyDeployToken(context.releasesDir, teamToken.token)).toMatchObject({ ok: false });
    expect(await verifyDeployToken(context.releasesDir, searchToken.token)).toMatchObject({ ok: true });
    const remotes = JSON.parse(await readFile(path.join(context.releasesDir, 'remotes.json'), 'utf8'));
    expect(Object.keys(remotes.remotes)).toEqual(['search', 'cv', 'user']);
    expect(await readDeploymentManifest(context.releasesDir)).not.toHaveProperty(['remote-team']);
    expect(await readdir(context.releasesDir)).not.toContain('remote-team');
  });

  it('refuses the host and a remote that is not released, naming the released ones', async () => {
    await releaseEverything();
    expect((await refusal(retireRemote(context, 'host'))).message).toContain('only a remote (remote-<name>) can be retired');
    expect((await refusal(retireRemote(context, 'remote-reports'))).message).toBe(
      'remote-reports is not released, so there is nothing to retire. Released remotes: remote-cv, remote-search, remote-team, remote-user.',
    );
  });
});
