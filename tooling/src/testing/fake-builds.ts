import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type AppName, PAGE_HEAD_END, PAGE_HEAD_START, type RemoteRoutes } from '@platform/contract';
import { PAGE_SHELL_FILES, splitPageShell } from '../page-head/page-shell';
import { isAppName, remoteNameOf } from '../releases/apps';
import { releaseApp } from '../releases/release-store';
import type { RemotesOrigin } from '../releases/remotes-manifest';

/** A throw-away folder for one test; remove it with `removeDir`. */
export async function makeTempDir(prefix = 'platform-tooling-'): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

/** Removes a folder made by `makeTempDir`, read-only release files included. */
export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

/** Where the tests' remotes are reached: the host's own origin, as by default (`/remotes/<name>/`). */
export const TEST_REMOTES_ORIGIN: RemotesOrigin = '';

/** The content-hashed chunk every fake build contains; its text embeds the build id so versions differ. */
export const HASHED_CHUNK = 'main.0123456789abcdef.js';

/** Text of a fake build's chunk, big enough that compressing it is worth it. */
export function chunkText(app: AppName, buildId: string): string {
  return `/* ${app} ${buildId} */\n${'console.log("a chunk of a build");\n'.repeat(50)}`;
}

async function writeWithCompressedSiblings(file: string, text: string): Promise<void> {
  await writeFile(file, text);
  await writeFile(`${file}.gz`, gzipSync(text));
  await writeFile(`${file}.br`, brotliCompressSync(text));
}

/** The route declaration of a fake remote build: one page at `/<remote name>`, and its owner. */
export function fakeRoutes(app: AppName): RemoteRoutes {
  const name = remoteNameOf(app) ?? app;
  return {
    schemaVersion: 1,
    owner: { team: `${name} team`, contact: `${name}@example.com` },
    routes: [{ name: 'home', path: `/${name}` }],
    navigation: [],
    widgets: [],
  };
}

/**
 * Writes `<rootDir>/<app>/dist` the way the build does: `build.json`, a hashed chunk with `.gz`/`.br`
 * siblings, and the app's entry files (`index.html` for the host, `remoteEntry.js` + `mf-manifest.json`
 * for a remote, and its `routes.json`: {@link fakeRoutes} unless given, none for `null`, a build made
 * before route declarations). Contents name the app and build id so tests can tell versions apart.
 * The app folder gets a `federation.config.ts` too, which is how the tooling finds a checkout's apps.
 */
export async function writeFakeBuild(rootDir: string, app: AppName, buildId: string, routes: RemoteRoutes | null = fakeRoutes(app)): Promise<string> {
  const dist = path.join(rootDir, app, 'dist');
  await rm(dist, { recursive: true, force: true });
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(rootDir, app, 'federation.config.ts'), `export const federation = { app: '${app}' };\n`);
  await writeFile(path.join(dist, 'build.json'), JSON.stringify({ app, buildId, builtAt: new Date().toISOString() }));
  await writeWithCompressedSiblings(path.join(dist, HASHED_CHUNK), chunkText(app, buildId));
  if (app === 'host') {
    // The page and its halves around the head markers, as the build writes them (EmitPageShell).
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"/>${PAGE_HEAD_START}<title>host ${buildId}</title>${PAGE_HEAD_END}<script defer src="/main.js"></script></head><body><div id="root"></div></body></html>`;
    await writeWithCompressedSiblings(path.join(dist, 'index.html'), page);
    const shell = splitPageShell(page);
    if (shell === undefined) throw new Error('the fake page has no head markers');
    await mkdir(path.join(dist, path.dirname(PAGE_SHELL_FILES.start)), { recursive: true });
    await writeWithCompressedSiblings(path.join(dist, PAGE_SHELL_FILES.start), shell.start);
    await writeWithCompressedSiblings(path.join(dist, PAGE_SHELL_FILES.end), shell.end);
    await writeFile(path.join(dist, 'main.js'), `/* host entry ${buildId} */`);
  } else {
    await writeWithCompressedSiblings(path.join(dist, 'remoteEntry.js'), `/* ${app} entry ${buildId} */\n${'var x = 1;\n'.repeat(40)}`);
    await writeFile(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({
        name: app,
        buildId,
        exposes: [
          {
            path: './app',
            assets: { js: { sync: ['expose_app.js'], async: ['1.js', 'locale-en.0a1b2c3d.js', 'locale-ru.4e5f6a7b.js'] }, css: { sync: ['expose_app.css'], async: [] } },
          },
        ],
      }),
    );
    if (routes) await writeFile(path.join(dist, 'routes.json'), JSON.stringify(routes));
  }
  return dist;
}

/**
 * Builds and releases fake versions in order (the last of each list ends up current), the way an
 * operator would with `npm run build` + `npm run release`. Returns the releases folder.
 */
export async function releaseFakeVersions(
  rootDir: string,
  versions: Partial<Record<AppName, readonly string[]>>,
): Promise<string> {
  const releasesDir = path.join(rootDir, 'releases');
  for (const [app, list] of Object.entries(versions)) {
    if (!isAppName(app)) throw new Error(`not an app: ${app}`);
    for (const version of list ?? []) {
      await writeFakeBuild(rootDir, app, version);
      await releaseApp({ rootDir, releasesDir, remotesOrigin: TEST_REMOTES_ORIGIN }, app);
    }
  }
  return releasesDir;
}

/** One or more released versions of every app: host h1, h2 (current); search s1, s2 (current); c1, t1, u1. */
export const EVERY_APP_RELEASED = {
  host: ['h1', 'h2'],
  'remote-search': ['s1', 's2'],
  'remote-cv': ['c1'],
  'remote-team': ['t1'],
  'remote-user': ['u1'],
} as const;
