import { chmod, lstat, readdir, readFile, readlink, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppName } from '@platform/contract';
import { makeTempDir, removeDir, TEST_REMOTES_ORIGIN, writeFakeBuild } from '../testing/fake-builds';
import { ReleaseError } from './release-error';
import { pruneAllReleases, readDeploymentManifest, releaseApp, releaseFolderOf, rollBackApp, type ReleaseContext } from './release-store';

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
  for (const file of ['manifest.json', 'remotes.json', 'version.json']) {
    state[file] = await readFile(path.join(context.releasesDir, file), 'utf8').catch(() => '(none)');
  }
  state['host-current'] = await realpath(path.join(context.releasesDir, 'host-current')).catch(() => '(none)');
  return state;
}

async function releaseEverything() {
  for (const app of ['host', 'remote-search', 'remote-cv', 'remote-team', 'remote-user'] as const) await release(app, `${app}-1`);
}

describe('one switch for every file a release changes', () => {
  it('manifest.json, remotes.json, version.json and host-current all go through the one `state` link', async () => {
    await releaseEverything();
    await release('host', 'host-2');
    for (const file of ['manifest.json', 'remotes.json', 'version.json', 'host-current']) {
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
