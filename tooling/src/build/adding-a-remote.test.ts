import { execFileSync } from 'node:child_process';
import { cp, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir, removeDir } from '../testing/fake-builds';
import { REPO_ROOT } from '../webpack/create-config';

/**
 * Follows docs/adding-a-remote.md with a fake `reports` remote in a temporary copy of the
 * repository's configuration, contract and tooling, and checks that everything that lists the
 * apps found the new one by itself, and that no step touched the host.
 */
let root: string;

beforeAll(async () => {
  root = await makeTempDir('platform-new-remote-');
  for (const file of ['package.json', 'tsconfig.json', 'tsconfig.base.json', 'eslint.config.mjs', 'jest.config.mjs']) {
    await cp(path.join(REPO_ROOT, file), path.join(root, file));
  }
  await cp(path.join(REPO_ROOT, 'tooling', 'src'), path.join(root, 'tooling', 'src'), { recursive: true });
  await cp(path.join(REPO_ROOT, 'shared', 'package.json'), path.join(root, 'shared', 'package.json'));
  await cp(path.join(REPO_ROOT, 'contract', 'package.json'), path.join(root, 'contract', 'package.json'));
  await cp(path.join(REPO_ROOT, 'contract', 'src'), path.join(root, 'contract', 'src'), { recursive: true });
  for (const app of ['host', 'remote-search', 'remote-cv', 'remote-team', 'remote-user']) {
    await cp(path.join(REPO_ROOT, app, 'federation.config.ts'), path.join(root, app, 'federation.config.ts'));
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

  // Step 1: name it in the contract.
  const contract = path.join(root, 'contract', 'src', 'remotes.ts');
  const text = await readFile(contract, 'utf8');
  const named = text
    .replace("REMOTE_NAMES = ['search', 'cv', 'team', 'user']", "REMOTE_NAMES = ['search', 'cv', 'team', 'user', 'reports']")
    .replace("  user: 'remote-user',\n", "  user: 'remote-user',\n  reports: 'remote-reports',\n");
  expect(named).not.toBe(text);
  await write('contract/src/remotes.ts', named);

  // Step 2: the workspace, with its route declaration.
  await write('remote-reports/package.json', JSON.stringify({ name: 'remote-reports', version: '1.0.0', private: true }));
  await write('remote-reports/tsconfig.json', JSON.stringify({ extends: '../tsconfig.base.json', include: ['src', '*.ts'] }));
  await write(
    'remote-reports/federation.config.ts',
    `import type { AppFederationConfig } from '../tooling/src/webpack/types';
export const federation: AppFederationConfig = {
  app: 'remote-reports', kind: 'remote', name: 'reports', exposes: { './app': './src/app/mount.tsx' },
  routes: './src/app/route-manifest.ts', port: 8085, devPort: 9085,
};
`,
  );
  await write(
    'remote-reports/src/app/route-manifest.ts',
    `import { defineRemoteRoutes } from '@platform/contract';
export const routeManifest = defineRemoteRoutes({
  schemaVersion: 1,
  routes: [
    { name: 'reports', path: '/reports', guards: ['auth'] },
    { name: 'report', path: '/reports/:id', params: { id: { type: 'id' } } },
  ],
  navigation: [{ id: 'reports', path: '/reports', label: { en: 'Reports', ru: 'Отчёты' }, audience: ['recruiter'], order: 50 }],
  widgets: [],
});
`,
  );
}, 120_000);

afterAll(async () => {
  await removeDir(root);
});

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

describe('adding a remote as docs/adding-a-remote.md tells it', () => {
  it('touches no host file', () => {
    expect(written.filter((file) => file.startsWith('host/'))).toEqual([]);
    expect(written).toContain('contract/src/remotes.ts');
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
    expect(targets).toContain('./remote-reports/src');
    expect(targets).toContain('./remote-reports/src/features');
    expect(projects).toContain('remote-reports');
  }, 120_000);

  it('lets TypeScript, the workspaces, the build, the release tool and the servers find it', async () => {
    await write(
      'check.ts',
      `import ts from 'typescript';
import { APPS as BUILD_APPS, loadAppConfig } from './tooling/src/build/apps';
import { loadRouteDeclaration } from './tooling/src/build/route-declaration';
import { loadConfig } from './tooling/src/config/env';
import { APPS } from './tooling/src/releases/apps';
const parsed = ts.parseJsonConfigFileContent(ts.readConfigFile('tsconfig.json', ts.sys.readFile).config, ts.sys, process.cwd());
const config = loadConfig({});
console.log(JSON.stringify({
  typescript: parsed.fileNames.filter((file) => file.includes('remote-reports')).map((file) => file.slice(process.cwd().length + 1)),
  buildApps: BUILD_APPS,
  releaseApps: APPS,
  port: config.remotePorts['reports' as keyof typeof config.remotePorts],
  origin: config.remoteOrigins['reports' as keyof typeof config.remoteOrigins],
  routes: loadRouteDeclaration(process.cwd() + '/remote-reports', loadAppConfig('remote-reports' as never))?.routes.map((route) => route.path),
}));
`,
    );
    const report = JSON.parse(runIn(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), ['check.ts']).trim().split('\n').pop() ?? '{}');
    expect(report).toEqual({
      typescript: ['remote-reports/src/app/route-manifest.ts', 'remote-reports/federation.config.ts'],
      buildApps: ['host', 'remote-search', 'remote-cv', 'remote-team', 'remote-user', 'remote-reports'],
      releaseApps: ['remote-search', 'remote-cv', 'remote-team', 'remote-user', 'remote-reports', 'host'],
      port: 8085,
      origin: 'http://127.0.0.1:8085',
      routes: ['/reports', '/reports/:id'],
    });
    const { workspaces } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
    expect(workspaces).toContain('remote-*');
  }, 120_000);
});
