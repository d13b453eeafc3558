import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppName, RemoteRoutes, RemotesManifest } from '@platform/contract';
import { fakeRoutes, makeTempDir, removeDir, TEST_REMOTES_ORIGIN, writeFakeBuild } from '../testing/fake-builds';
import { ReleaseError } from './release-error';
import { readDeploymentManifest, rebuildDeploymentManifest, releaseApp, rollBackApp, type ReleaseContext } from './release-store';

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

const TEAM_V1: RemoteRoutes = {
  schemaVersion: 1,
  owner: { team: 'Hiring team', contact: 'team@example.com' },
  routes: [{ name: 'team', path: '/team', guards: ['auth'] }],
  navigation: [{ id: 'team', path: '/team', label: { en: 'Team', ru: 'Команда' }, audience: ['recruiter'], order: 20 }],
  widgets: [],
};
const TEAM_V2: RemoteRoutes = { ...TEAM_V1, routes: [...TEAM_V1.routes, { name: 'extra', path: '/team/extra' }] };

async function release(app: AppName, buildId: string, routes: RemoteRoutes | undefined = fakeRoutes(app)) {
  await writeFakeBuild(rootDir, app, buildId, routes);
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

async function remotesJson(): Promise<RemotesManifest> {
  return JSON.parse(await readFile(path.join(context.releasesDir, 'remotes.json'), 'utf8'));
}

async function releaseEveryApp(): Promise<void> {
  await writeFakeBuild(rootDir, 'host', 'h1');
  await releaseApp(context, 'host');
  for (const app of ['remote-search', 'remote-cv', 'remote-user'] as const) await release(app, `${app.slice(7)}1`);
}

describe('route declarations in releases', () => {
  it('records the build’s routes.json with the release, and /remotes.json carries the current one', async () => {
    await releaseEveryApp();
    const record = await release('remote-team', 't1', TEAM_V1);
    expect(record.routes).toEqual(TEAM_V1);
    const manifest = await remotesJson();
    expect(manifest.remotes.team?.routes).toEqual(TEAM_V1);
    expect(manifest.remotes.search?.routes).toEqual(fakeRoutes('remote-search'));
  });

  it('rolls the routes back with the version, and forward again', async () => {
    await releaseEveryApp();
    await release('remote-team', 't1', TEAM_V1);
    await release('remote-team', 't2', TEAM_V2);
    expect((await remotesJson()).remotes.team?.routes?.routes.map((route) => route.path)).toEqual(['/team', '/team/extra']);
    await rollBackApp(context, 'remote-team');
    expect((await remotesJson()).remotes.team?.routes).toEqual(TEAM_V1);
    await rollBackApp(context, 'remote-team', 't2');
    expect((await remotesJson()).remotes.team?.routes).toEqual(TEAM_V2);
  });

  it('refuses a release whose routes overlap another area’s, saying which, and changes nothing', async () => {
    await releaseEveryApp();
    const before = await readDeploymentManifest(context.releasesDir);
    const thief: RemoteRoutes = { ...TEAM_V1, routes: [...TEAM_V1.routes, { name: 'steal', path: '/Search' }] };
    const error = await refusal(release('remote-team', 't1', thief));
    expect(error.code).toBe('ROUTE_CONFLICT');
    expect(error.message).toBe(
      "remote-team t1 is refused: its routes overlap others (/Search overlaps search's /search). " +
        'Change its route declaration (src/app/route-manifest.ts), or first release the other area without the overlapping route.',
    );
    expect(await readDeploymentManifest(context.releasesDir)).toEqual(before);
  });

  it('refuses a route the host serves itself', async () => {
    const error = await refusal(release('remote-team', 't1', { ...TEAM_V1, routes: [{ name: 'login', path: '/login' }], navigation: [] }));
    expect(error.message).toContain("/login overlaps host's /login");
  });

  it('refuses a rollback that would bring back routes another area now serves', async () => {
    await release('remote-team', 't1', TEAM_V2);
    await release('remote-team', 't2', TEAM_V1);
    await release('remote-search', 's1', { ...fakeRoutes('remote-search'), routes: [{ name: 'home', path: '/team/extra' }] });
    const error = await refusal(rollBackApp(context, 'remote-team'));
    expect(error.code).toBe('ROUTE_CONFLICT');
    expect(error.message).toContain("/team/extra overlaps search's /team/extra");
    expect((await readDeploymentManifest(context.releasesDir))['remote-team']?.current).toBe('t2');
  });

  it('refuses a rollback to a release without routes while the current one has them', async () => {
    await release('remote-team', 't0', TEAM_V1);
    await writeFakeBuild(rootDir, 'remote-team', 't1', null);
    await releaseApp(context, 'remote-team');
    await release('remote-team', 't2', TEAM_V1);
    const error = await refusal(rollBackApp(context, 'remote-team'));
    expect(error.message).toBe(
      'remote-team t1 has no route declaration (it was released before them): the host would serve none of its pages. Release a new build of it instead.',
    );
  });

  it('refuses a malformed routes.json, naming the field', async () => {
    const dist = await writeFakeBuild(rootDir, 'remote-team', 't1', TEAM_V1);
    await writeFile(path.join(dist, 'routes.json'), JSON.stringify({ ...TEAM_V1, routes: [{ name: 'x', path: '/ru/x' }] }));
    const error = await refusal(releaseApp(context, 'remote-team'));
    expect(error.code).toBe('INVALID_BUILD');
    expect(error.message).toContain('routes.0.path: must be locale-free: the host adds /ru');
  });

  it('finds the routes and the registration again when the manifest is rebuilt from the folders', async () => {
    await release('remote-team', 't1', TEAM_V1);
    const rebuilt = await rebuildDeploymentManifest(context);
    expect(rebuilt['remote-team']?.history[0]?.routes).toEqual(TEAM_V1);
    expect(rebuilt['remote-team']?.registration).toMatchObject({ owner: TEAM_V1.owner, path: '/remotes/team/' });
  });
});

describe('registering a remote with its first release', () => {
  const REPORTS: RemoteRoutes = {
    schemaVersion: 1,
    owner: { team: 'Reports', contact: 'reports@example.com' },
    routes: [{ name: 'reports', path: '/reports' }],
    navigation: [{ id: 'reports', path: '/reports', label: { en: 'Reports', ru: 'Отчёты' }, audience: ['recruiter'], order: 50 }],
    widgets: [],
  };

  it('records its owner, contact and path, and keeps them through later releases', async () => {
    await releaseEveryApp();
    await release('remote-reports', 'r1', REPORTS);
    await release('remote-reports', 'r2', { ...REPORTS, owner: { team: 'Someone else', contact: 'x@example.com' } });
    const registration = (await readDeploymentManifest(context.releasesDir))['remote-reports']?.registration;
    expect(registration).toEqual({ owner: REPORTS.owner, path: '/remotes/reports/', registeredAt: expect.any(String) });
    expect((await remotesJson()).remotes.reports).toMatchObject({ version: 'r2', entry: '/remotes/reports/r2/remoteEntry.js', routes: { routes: REPORTS.routes } });
  });

  it('refuses a first release that names no owner, changing nothing', async () => {
    await releaseEveryApp();
    const before = await readDeploymentManifest(context.releasesDir);
    const { owner: _owner, ...anonymous } = REPORTS;
    const error = await refusal(release('remote-reports', 'r1', anonymous));
    expect(error.code).toBe('UNREGISTERED');
    expect(error.message).toContain('remote-reports r1 is its first release, which registers the remote, but its route declaration names no owner');
    expect(await readDeploymentManifest(context.releasesDir)).toEqual(before);
    // The refused copy is gone: the same build can be released once it is fixed.
    await release('remote-reports', 'r1', REPORTS);
  });

  it('refuses header entries that break the navigation rule, naming them', async () => {
    await releaseEveryApp();
    const twoTopLevel: RemoteRoutes = {
      ...REPORTS,
      routes: [...REPORTS.routes, { name: 'exports', path: '/exports' }],
      navigation: [...REPORTS.navigation, { id: 'exports', path: '/exports', label: { en: 'Exports', ru: 'Выгрузки' }, audience: ['recruiter'], order: 51 }],
    };
    const error = await refusal(release('remote-reports', 'r1', twoTopLevel));
    expect(error.code).toBe('NAVIGATION_RULE');
    expect(error.message).toContain('reports, exports are all top-level entries for recruiter');
    await release('remote-team', 't1', { ...TEAM_V1, navigation: TEAM_V1.navigation.map((entry) => ({ ...entry, group: { id: 'team', label: { en: 'Team', ru: 'Команда' } } })) });
    const borrowing: RemoteRoutes = { ...REPORTS, navigation: REPORTS.navigation.map((entry) => ({ ...entry, group: { id: 'team', label: { en: 'Team', ru: 'Команда' } } })) };
    expect((await refusal(release('remote-reports', 'r2', borrowing))).message).toContain(`the "team" menu is team's`);
  });
});
