import { spawn } from 'node:child_process';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AppName } from '@platform/contract';
import { APPS, readDeploymentManifest, releaseApp, releaseFolderOf, type RemotesOrigin } from '../../../tooling/src/releases';
import { BENCH_ORIGINS, BENCH_PATHS, benchDistDir, REPO_ROOT } from '../platform/layout';
import { log } from '../util/log';
import { round } from '../util/stats';

/** Wall time of one command, as a developer waits for it. */
async function timed(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<{ seconds: number; stdout: string }> {
  const started = performance.now();
  const child = spawn(command, [...args], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${code}):\n${stderr.slice(-2000)}`);
  return { seconds: (performance.now() - started) / 1000, stdout };
}

export interface AppBuildTime {
  app: AppName;
  /** Wall time of the process (tsx start, webpack, stats), as `npm run build -- <app>` takes. */
  seconds: number;
}

/** Production build of every app, one after another (two cores: webpack uses both), each in its own process. */
export async function buildAllApps(): Promise<{ apps: AppBuildTime[]; totalSeconds: number }> {
  const apps: AppBuildTime[] = [];
  for (const app of APPS) {
    log(`build ${app}…`);
    const { seconds } = await timed(process.execPath, ['--import', 'tsx', 'bench/src/builds/build-one.ts', app, benchDistDir(app)]);
    apps.push({ app, seconds: round(seconds, 1) });
    log(`build ${app}: ${seconds.toFixed(1)} s`);
  }
  return { apps, totalSeconds: round(apps.reduce((sum, app) => sum + app.seconds, 0), 1) };
}

/** `npm run build:monolith`, timed (for reference: the monolith is never deployed). */
export async function buildMonolith(): Promise<number> {
  log('build monolith…');
  const { seconds } = await timed('npm', ['run', '--silent', 'build:monolith', '--', `--out=${BENCH_PATHS.monolithDist}`]);
  log(`build monolith: ${seconds.toFixed(1)} s`);
  return round(seconds, 1);
}

/** The bench serves its remotes from the host's origin (`/remotes/<name>/`), as by default. */
const BENCH_REMOTES_ORIGIN: RemotesOrigin = '';

/** Releases every bench build into the bench's own, fresh releases folder. */
export async function releaseAllApps(): Promise<void> {
  await rm(BENCH_PATHS.releasesDir, { recursive: true, force: true });
  for (const app of APPS) {
    await releaseApp({ rootDir: BENCH_PATHS.buildRoot, releasesDir: BENCH_PATHS.releasesDir, remotesOrigin: BENCH_REMOTES_ORIGIN }, app);
  }
}

/** Whether every app has a bench build to release (for `--reuse-builds`). */
export async function benchBuildsExist(): Promise<boolean> {
  const found = await Promise.all(APPS.map((app) => stat(path.join(benchDistDir(app), 'build.json')).then(() => true, () => false)));
  return found.every(Boolean);
}

/** Names and modification times of every file of a folder, to prove it was not touched. */
async function snapshot(folder: string): Promise<string> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return `${path.relative(folder, file)}@${(await stat(file)).mtimeMs}`;
      }),
  );
  return files.sort().join('\n');
}

export interface RemoteReleaseTime {
  app: AppName;
  /** Rebuild + release, until the running host's `/remotes.json` names the new version. */
  seconds: number;
  buildSeconds: number;
  releaseSeconds: number;
  /** The host's release and its current version were left alone. */
  hostUntouched: boolean;
  version: string;
}

/**
 * Time to ship one remote: production build of the remote, `release` (copy to an immutable folder,
 * manifest update), until the running host server announces it. Proves the host was not touched.
 */
export async function rebuildAndReleaseRemote(app: Exclude<AppName, 'host'>): Promise<RemoteReleaseTime> {
  const before = await readDeploymentManifest(BENCH_PATHS.releasesDir);
  const hostVersion = before.host?.current;
  if (!hostVersion) throw new Error('the bench platform has no host release');
  const hostFolder = releaseFolderOf(BENCH_PATHS.releasesDir, 'host', hostVersion);
  const hostBefore = await snapshot(hostFolder);
  // The same source rebuilt gets a new build id, hence a new version: what a team's release of a
  // small change costs (webpack has no persistent cache here, so a change's size hardly matters).
  log(`rebuild and release ${app}…`);
  const started = performance.now();
  await timed(process.execPath, ['--import', 'tsx', 'bench/src/builds/build-one.ts', app, benchDistDir(app)]);
  const built = performance.now();
  const record = await releaseApp({ rootDir: BENCH_PATHS.buildRoot, releasesDir: BENCH_PATHS.releasesDir, remotesOrigin: BENCH_REMOTES_ORIGIN }, app);
  for (;;) {
    const manifest: unknown = await fetch(`${BENCH_ORIGINS.host}/remotes.json`).then((response) => response.json());
    if (JSON.stringify(manifest).includes(`"version":"${record.version}"`)) break;
    if (performance.now() - started > 120_000) throw new Error(`the host never announced ${app} ${record.version}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const done = performance.now();
  const after = await readDeploymentManifest(BENCH_PATHS.releasesDir);
  const hostUntouched = after.host?.current === hostVersion && (await snapshot(hostFolder)) === hostBefore;
  const seconds = (done - started) / 1000;
  log(`rebuild and release ${app}: ${seconds.toFixed(1)} s (host untouched: ${hostUntouched})`);
  return {
    app,
    seconds: round(seconds, 1),
    buildSeconds: round((built - started) / 1000, 1),
    releaseSeconds: round((done - built) / 1000, 2),
    hostUntouched,
    version: record.version,
  };
}

