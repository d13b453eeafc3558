import { lstat, readdir, readFile, realpath, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppName, RemotesManifest } from '@platform/contract';
import { fakeRoutes, HASHED_CHUNK, makeTempDir, removeDir, TEST_REMOTES_ORIGIN, writeFakeBuild } from '../testing/fake-builds';
import { APPS } from './apps';
import { ReleaseError } from './release-error';
import {
  listReleases,
  readDeploymentManifest,
  rebuildDeploymentManifest,
  releaseApp,
  rollBackApp,
  type ReleaseContext,
} from './release-store';

let rootDir: string;
let context: ReleaseContext;

beforeEach(async () => {
  rootDir = await makeTempDir();
  let minute = 0;
  // A clock that moves one minute per release keeps release times distinct and ordered.
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

async function release(app: AppName, buildId: string) {
  await writeFakeBuild(rootDir, app, buildId);
  return releaseApp(context, app);
}

async function refusal(action: Promise<unknown>): Promise<ReleaseError> {
  const error: unknown = await action.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (error instanceof ReleaseError) return error;
  throw new Error(`expected a ReleaseError, got ${String(error)}`);
}

const readJson = async (file: string): Promise<unknown> => JSON.parse(await readFile(file, 'utf8'));

describe('releaseApp', () => {
  it('copies the build into releases/<app>/<buildId> and makes it current', async () => {
    const record = await release('remote-search', '20261122T053012-a1b2c3');

    // The remote's first-load files come from its mf-manifest.json, for the host to preload.
    expect(record).toEqual({
      version: '20261122T053012-a1b2c3',
      integrity: expect.stringMatching(/^sha256-[0-9a-f]{64}$/),
      entryIntegrity: expect.stringMatching(/^sha384-[A-Za-z0-9+/]{64}$/),
      releasedAt: '2026-11-22T05:00:00.000Z',
      // The locale chunks ride along (the host picks the page's); other async chunks do not.
      preload: { './app': ['expose_app.js', 'expose_app.css', 'locale-en.0a1b2c3d.js', 'locale-ru.4e5f6a7b.js'] },
      routes: fakeRoutes('remote-search'),
    });
    const folder = path.join(context.releasesDir, 'remote-search', '20261122T053012-a1b2c3');
    expect((await readdir(folder)).sort()).toEqual(
      (await readdir(path.join(rootDir, 'remote-search', 'dist'))).sort(),
    );
    expect(await readFile(path.join(folder, HASHED_CHUNK), 'utf8')).toContain('20261122T053012-a1b2c3');
    // Immutable: the released files cannot be written to.
    expect((await stat(path.join(folder, 'remoteEntry.js'))).mode & 0o222).toBe(0);
    expect(await readJson(path.join(context.releasesDir, 'manifest.json'))).toEqual({
      'remote-search': {
        // The first release registered the remote.
        registration: { owner: fakeRoutes('remote-search').owner, path: '/remotes/search/', registeredAt: record.releasedAt },
        current: '20261122T053012-a1b2c3',
        history: [record],
        deployments: [{ version: '20261122T053012-a1b2c3', at: record.releasedAt, action: 'release' }],
      },
    });
  });

  it('refuses to release the same build twice and leaves everything as it was', async () => {
    await release('remote-cv', 'b1');
    const manifestBefore = await readFile(path.join(context.releasesDir, 'manifest.json'), 'utf8');

    const error = await refusal(releaseApp(context, 'remote-cv'));

    expect(error.code).toBe('ALREADY_RELEASED');
    expect(error.message).toContain('remote-cv b1 is already released');
    expect(await readFile(path.join(context.releasesDir, 'manifest.json'), 'utf8')).toBe(manifestBefore);
  });

  it('says how to build when the app has no build', async () => {
    const error = await refusal(releaseApp(context, 'remote-team'));
    expect(error.code).toBe('MISSING_BUILD');
    expect(error.message).toContain('npm run build -- remote-team');
  });

  it('refuses a remote build without its federation entry', async () => {
    const dist = await writeFakeBuild(rootDir, 'remote-user', 'u1');
    await removeDir(path.join(dist, 'remoteEntry.js'));
    expect((await refusal(releaseApp(context, 'remote-user'))).message).toContain('no remoteEntry.js');
  });

  it('refuses a build.json written for another app', async () => {
    const dist = await writeFakeBuild(rootDir, 'remote-user', 'u1');
    await writeFile(path.join(dist, 'build.json'), JSON.stringify({ app: 'host', buildId: 'u1', builtAt: new Date().toISOString() }));
    expect((await refusal(releaseApp(context, 'remote-user'))).code).toBe('INVALID_BUILD');
  });

  it('leaves no temporary files or lock behind', async () => {
    await release('host', 'h1');
    await release('host', 'h2');
    const leftovers = [
      ...(await readdir(context.releasesDir)),
      ...(await readdir(path.join(context.releasesDir, 'host'))),
    ].filter((name) => name.startsWith('.'));
    expect(leftovers).toEqual([]);
  });

  it('keeps the files nginx serves in step: version.json, the host-current link and remotes.json', async () => {
    for (const app of APPS) await release(app, `${app}-1`);
    await release('host', 'host-2');

    expect(await readJson(path.join(context.releasesDir, 'version.json'))).toEqual({ version: 'host-2' });
    expect(await realpath(path.join(context.releasesDir, 'host-current'))).toBe(await realpath(path.join(context.releasesDir, 'host', 'host-2')));
    expect((await lstat(path.join(context.releasesDir, 'host-current'))).isSymbolicLink()).toBe(true);
    const remotes = await readJson(path.join(context.releasesDir, 'remotes.json'));
    expect(remotes).toMatchObject({
      host: { version: 'host-2' },
      remotes: { search: { version: 'remote-search-1', entry: '/remotes/search/remote-search-1/remoteEntry.js' } },
    } satisfies Partial<Record<keyof RemotesManifest, unknown>>);
  });
});

describe('rollBackApp', () => {
  it('returns one app to its previous release without touching the others', async () => {
    for (const app of APPS) await release(app, `${app}-1`);
    await release('remote-search', 'remote-search-2');
    const before = await readDeploymentManifest(context.releasesDir);

    const result = await rollBackApp(context, 'remote-search');

    expect(result).toEqual({ app: 'remote-search', from: 'remote-search-2', to: 'remote-search-1' });
    const after = await readDeploymentManifest(context.releasesDir);
    expect(after['remote-search']?.current).toBe('remote-search-1');
    expect(after['remote-search']?.history).toEqual(before['remote-search']?.history);
    for (const app of APPS.filter((name) => name !== 'remote-search')) expect(after[app]).toEqual(before[app]);
    expect(await readJson(path.join(context.releasesDir, 'remotes.json'))).toMatchObject({
      remotes: { search: { version: 'remote-search-1', entry: '/remotes/search/remote-search-1/remoteEntry.js' } },
    });
  });

  it('refuses an unknown version', async () => {
    await release('remote-cv', 'c1');
    await release('remote-cv', 'c2');
    const error = await refusal(rollBackApp(context, 'remote-cv', 'c7'));
    expect(error.message).toContain('remote-cv has no release "c7"');
    expect((await readDeploymentManifest(context.releasesDir))['remote-cv']?.current).toBe('c2');
  });
});

describe('a corrupted manifest', () => {
  it('is reported with the way to recover, and --rebuild restores it from the folders', async () => {
    await release('remote-team', 't1');
    await release('remote-team', 't2');
    await writeFile(path.join(context.releasesDir, 'manifest.json'), '{"remote-team": {"current": "t2"');

    const error = await refusal(listReleases(context.releasesDir, 'remote-team'));
    expect(error.code).toBe('CORRUPT_MANIFEST');
    expect(error.message).toContain('npm run releases -- --rebuild');

    const rebuilt = await rebuildDeploymentManifest(context);
    expect(rebuilt['remote-team']?.current).toBe('t2');
    expect(rebuilt['remote-team']?.history.map((record) => record.version).sort()).toEqual(['t1', 't2']);
    expect((await listReleases(context.releasesDir, 'remote-team')).map((r) => r.current)).toContain(true);
  });
});
