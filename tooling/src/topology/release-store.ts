import { access, cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppName } from '@platform/contract';
import { distDirOf, readBuildInfo, releaseApp, type RemotesOrigin, workspaceApps } from '../releases';
import { spawnGroup } from '../start/process-group';

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** Builds `app` with `npm run build -- <app>`'s code, into `<app>/dist`. */
async function build(rootDir: string, app: AppName, out: (line: string) => void): Promise<void> {
  const child = spawnGroup({ name: `build ${app}`, command: 'npx', args: ['tsx', 'tooling/src/cli/build.ts', app], cwd: rootDir, env: process.env, out });
  const status = await child.exited;
  if (status !== 0) throw new Error(`building ${app} failed (exit ${status})`);
}

/** The releases the topology serves. */
export interface TopologyReleases {
  /** The app released twice, and its two versions: `current` is what a rollback moves away from. */
  rolledApp: AppName;
  previous: string;
  current: string;
}

/**
 * Fills `releasesDir` as `npm start` would: every app of the checkout, built only where `<app>/dist` has no
 * build yet (an existing build is reused), each released once; then `rolledApp`'s build released
 * a second time under another version (a copy of its dist with a new build id), so a rollback has
 * a version to go back to.
 */
export async function prepareReleases(
  context: { rootDir: string; releasesDir: string; remotesOrigin: RemotesOrigin; workDir: string },
  rolledApp: AppName,
  out: (line: string) => void,
): Promise<TopologyReleases> {
  const apps = workspaceApps(context.rootDir);
  for (const app of apps) {
    if (await exists(path.join(distDirOf(context.rootDir, app), 'build.json'))) continue;
    out(`${app} has no build yet: building it`);
    await build(context.rootDir, app, out);
  }
  const released = new Map<AppName, string>();
  for (const app of apps) {
    const record = await releaseApp({ rootDir: context.rootDir, releasesDir: context.releasesDir, remotesOrigin: context.remotesOrigin }, app);
    released.set(app, record.version);
  }
  const previous = released.get(rolledApp);
  if (previous === undefined) throw new Error(`${rolledApp} was not released`);

  // Its second version: the same files under another build id, released from a copy of the checkout's dist.
  const copyRoot = path.join(context.workDir, 'second-build');
  const copyDist = distDirOf(copyRoot, rolledApp);
  await cp(distDirOf(context.rootDir, rolledApp), copyDist, { recursive: true });
  const info = await readBuildInfo(copyDist, rolledApp);
  const current = `${info.buildId}-b`;
  const buildJson = path.join(copyDist, 'build.json');
  const record: unknown = JSON.parse(await readFile(buildJson, 'utf8'));
  await writeFile(buildJson, JSON.stringify({ ...(typeof record === 'object' && record !== null ? record : {}), buildId: current }));
  await releaseApp({ rootDir: copyRoot, releasesDir: context.releasesDir, remotesOrigin: context.remotesOrigin }, rolledApp);
  return { rolledApp, previous, current };
}
