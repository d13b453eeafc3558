import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir, removeDir } from '../testing/fake-builds';
import { REPO_ROOT } from '../webpack/create-config';
import { APPS as BUILD_APPS } from './apps';

/**
 * Replays docs/adding-a-remote.md for a new team in a temporary copy of the repository's
 * configuration, contract and tooling: the team writes its own folder and nothing else, then
 * everything that lists the apps (lint, Jest, TypeScript, build, release, the host server) finds
 * the new remote by itself, its first release registers it, and `/remotes.json` carries it.
 * The remote's name is one no folder of the checkout has, so the replay keeps working as real
 * remotes are added.
 */
const NAME = ['reports', 'reports-demo', 'reports-demo-2'].find((candidate) => !existsSync(path.join(REPO_ROOT, `remote-${candidate}`))) ?? 'reports-demo-3';
const APP = `remote-${NAME}`;
const EXISTING = BUILD_APPS.filter((app) => app !== 'host');

let root: string;

/** Every file the steps wrote, relative to the copy's root. */
const written: string[] = [];

async function write(relative: string, text: string): Promise<void> {
  written.push(relative);
  await mkdir(path.dirname(path.join(root, relative)), { recursive: true });
  await writeFile(path.join(root, relative), text);
}

function runIn(command: string, args: string[]): string {
  return execFileSync(command, args, { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
}

const tsx = (script: string): unknown => JSON.parse(runIn(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), [script]).trim().split('\n').pop() ?? '{}');

beforeAll(async () => {
  root = await makeTempDir('platform-new-remote-');
  for (const file of ['package.json', 'tsconfig.json', 'tsconfig.base.json', 'eslint.config.mjs', 'jest.config.mjs']) {
    await cp(path.join(REPO_ROOT, file), path.join(root, file));
  }
  await cp(path.join(REPO_ROOT, 'tooling', 'src'), path.join(root, 'tooling', 'src'), { recursive: true });
  // The release store's lock is the API's lease lock (one module for both).
  await cp(path.join(REPO_ROOT, 'api', 'src', 'lease'), path.join(root, 'api', 'src', 'lease'), { recursive: true });
  await cp(path.join(REPO_ROOT, 'shared', 'package.json'), path.join(root, 'shared', 'package.json'));
  await cp(path.join(REPO_ROOT, 'contract', 'package.json'), path.join(root, 'contract', 'package.json'));
  await cp(path.join(REPO_ROOT, 'contract', 'src'), path.join(root, 'contract', 'src'), { recursive: true });
  for (const app of BUILD_APPS) {
    await cp(path.join(REPO_ROOT, app, 'federation.config.ts'), path.join(root, app, 'federation.config.ts'));
    await cp(path.join(REPO_ROOT, app, 'package.json'), path.join(root, app, 'package.json'));
  }
  // The installed packages, with @platform/shared and @platform/contract pointing at the copy (the build kit as it is).
  await mkdir(path.join(root, 'node_modules', '@platform'), { recursive: true });
  for (const entry of await readdir(path.join(REPO_ROOT, 'node_modules'))) {
    if (entry !== '@platform') await symlink(path.join(REPO_ROOT, 'node_modules', entry), path.join(root, 'node_modules', entry));
  }
  await symlink(path.join(root, 'shared'), path.join(root, 'node_modules', '@platform', 'shared'));
  await symlink(path.join(root, 'contract'), path.join(root, 'node_modules', '@platform', 'contract'));
  await symlink(path.join(REPO_ROOT, 'kit'), path.join(root, 'node_modules', '@platform', 'remote-kit'));
  written.length = 0;

  // Step 1: the team's folder, as the runbook lists it (the files the checks below read).
  await write(`${APP}/package.json`, JSON.stringify({ name: APP, version: '1.0.0', private: true }));
  await write(`${APP}/tsconfig.json`, JSON.stringify({ extends: '../tsconfig.base.json', include: ['src', '*.ts'] }));
  await write(
    `${APP}/federation.config.ts`,
    `import type { AppFederationConfig } from '../tooling/src/webpack/types';
export const federation: AppFederationConfig = {
  app: '${APP}', kind: 'remote', name: '${NAME}', exposes: { './app': './src/app/mount.tsx' },
  routes: './src/app/route-manifest.ts', devPort: 9085,
};
`,
  );
  await write(
    `${APP}/src/app/route-manifest.ts`,
    `import { defineRemoteRoutes } from '@platform/contract';
export const routeManifest = defineRemoteRoutes({
  schemaVersion: 1,
  owner: { team: 'Reporting', contact: 'reporting@example.com' },
  routes: [
    { name: 'reports', path: '/${NAME}', guards: ['auth'] },
    { name: 'report', path: '/${NAME}/:id', params: { id: { type: 'id' } } },
  ],
  navigation: [{ id: 'reports', path: '/${NAME}', label: { en: 'Reports', ru: 'Отчёты' }, audience: ['recruiter'], order: 50 }],
  widgets: [],
});
`,
  );
}, 120_000);

afterAll(async () => {
  await removeDir(root);
});

describe('adding a remote as docs/adding-a-remote.md tells it', () => {
  it('writes only inside the team’s own folder', () => {
    expect(written.filter((file) => !file.startsWith(`${APP}/`))).toEqual([]);
  });

  it('puts the new folder under the lint boundaries and into the Jest projects', () => {
    const report = runIn('node', [
      '--input-type=module',
      '-e',
      `const lint = (await import('./eslint.config.mjs')).default;
       const zones = lint.flatMap((c) => c.rules?.['import-x/no-restricted-paths']?.[1]?.zones ?? []);
       const jest = (await import('./jest.config.mjs')).default;
       console.log(JSON.stringify({ targets: zones.map((z) => z.target), projects: jest.projects.map((p) => p.displayName) }));`,
    ]);
    const { targets, projects } = JSON.parse(report.trim().split('\n').pop() ?? '{}');
    expect(targets).toContain(`./${APP}/src`);
    expect(targets).toContain(`./${APP}/src/features`);
    expect(projects).toContain(APP);
  }, 120_000);

  it('lets TypeScript, the workspaces, the build and the release tool find it', async () => {
    await writeFile(
      path.join(root, 'check-apps.ts'),
      `import ts from 'typescript';
import { APPS as BUILD_APPS, loadAppConfig } from './tooling/src/build/apps';
import { loadRouteDeclaration } from './tooling/src/build/route-declaration';
import { APPS } from './tooling/src/releases/apps';
const parsed = ts.parseJsonConfigFileContent(ts.readConfigFile('tsconfig.json', ts.sys.readFile).config, ts.sys, process.cwd());
console.log(JSON.stringify({
  typescript: parsed.fileNames.filter((file) => file.includes('${APP}/')).map((file) => file.slice(process.cwd().length + 1)).sort(),
  buildApps: BUILD_APPS,
  releaseApps: APPS,
  routes: loadRouteDeclaration(process.cwd() + '/${APP}', loadAppConfig('${APP}'))?.routes.map((route) => route.path),
}));
`,
    );
    expect(tsx('check-apps.ts')).toEqual({
      typescript: [`${APP}/federation.config.ts`, `${APP}/src/app/route-manifest.ts`],
      buildApps: ['host', ...[...EXISTING, APP].sort()],
      releaseApps: [...[...EXISTING, APP].sort(), 'host'],
      routes: [`/${NAME}`, `/${NAME}/:id`],
    });
    const { workspaces } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
    expect(workspaces).toContain('remote-*');
  }, 120_000);

  it('registers it with its first release, and the running host server serves it at once', async () => {
    // Its build, minimal: what the release reads (the real build writes the same files).
    await writeFile(
      path.join(root, 'check-release.ts'),
      `import { mkdirSync, writeFileSync } from 'node:fs';
import { loadAppConfig } from './tooling/src/build/apps';
import { loadRouteDeclaration } from './tooling/src/build/route-declaration';
import { readDeploymentManifest, releaseApp } from './tooling/src/releases';
import { createHostServer } from './tooling/src/serve/host-server';
async function main() {
  const releasesDir = process.cwd() + '/releases';
  for (const app of ['host', '${APP}'] as const) {
    const dist = process.cwd() + '/' + app + '/dist';
    mkdirSync(dist, { recursive: true });
    writeFileSync(dist + '/build.json', JSON.stringify({ app, buildId: app + '-1', builtAt: new Date().toISOString() }));
    if (app === 'host') writeFileSync(dist + '/index.html', '<!doctype html><title>host</title>');
    else {
      writeFileSync(dist + '/remoteEntry.js', 'var ${NAME.replace(/-/g, '_')} = {};');
      writeFileSync(dist + '/mf-manifest.json', JSON.stringify({ exposes: [] }));
      writeFileSync(dist + '/routes.json', JSON.stringify(loadRouteDeclaration(process.cwd() + '/${APP}', loadAppConfig('${APP}'))));
    }
  }
  await releaseApp({ rootDir: process.cwd(), releasesDir, remotesOrigin: '' }, 'host');
  const host = await createHostServer({ releasesDir, apiOrigin: 'http://127.0.0.1:9', remotesOrigin: '' });
  const before = Object.keys((await host.inject({ url: '/remotes.json' })).json().remotes);
  await releaseApp({ rootDir: process.cwd(), releasesDir, remotesOrigin: '' }, '${APP}');
  const after = (await host.inject({ url: '/remotes.json' })).json().remotes['${NAME}'];
  const entry = (await host.inject({ url: after.entry })).statusCode;
  await host.close();
  const registration = (await readDeploymentManifest(releasesDir))['${APP}']?.registration;
  console.log(JSON.stringify({ before, entry: after.entry, status: entry, nav: after.routes.navigation.map((item: { path: string }) => item.path), registration }));
}
void main();
`,
    );
    expect(tsx('check-release.ts')).toEqual({
      before: [],
      entry: `/remotes/${NAME}/${APP}-1/remoteEntry.js`,
      status: 200,
      nav: [`/${NAME}`],
      registration: { owner: { team: 'Reporting', contact: 'reporting@example.com' }, path: `/remotes/${NAME}/`, registeredAt: expect.any(String) },
    });
  }, 120_000);
});
