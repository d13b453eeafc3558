import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AppName } from '@platform/contract';
import { readBuildInfo } from '../releases/build-info';
import { REQUIRED_BUILD_FILES } from '../releases/build-info';
import { readExposePreload } from '../releases/expose-preload';
import { readRouteDeclaration } from '../releases/route-declaration';
import { makeTempDir, removeDir } from '../testing/fake-builds';
import { REPO_ROOT } from '../webpack/create-config';

/**
 * What a team outside the repository does: `npm run sdk:pack` here, then in an empty folder
 * elsewhere install the three tarballs (with `@platform/*` pinned to a registry that does not
 * answer, so nothing of the scope can come from anywhere but the tarballs), create a remote and
 * build it. The build folder must be one the release tool accepts, checked with its own readers.
 */
const run = promisify(execFile);
const NO_REGISTRY = 'http://127.0.0.1:9/';
const APP = 'remote-demo-area';

let root: string;
let packs: string;
let team: string;
let area: string;

/** Runs a command with this Node on PATH and without the test runner's Node options. */
async function sh(command: string, args: string[], cwd: string): Promise<{ stdout: string; stderr: string }> {
  const env = { ...process.env, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`, NODE_OPTIONS: '' };
  return run(command, args, { cwd, env, maxBuffer: 32 * 1024 * 1024 });
}

/** Runs `platform-remote` as installed in the team's folder; resolves with its status and output. */
async function platformRemote(args: string[], cwd: string): Promise<{ status: number; stdout: string; stderr: string }> {
  try {
    return { status: 0, ...(await sh(path.join(team, 'node_modules', '.bin', 'platform-remote'), args, cwd)) };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { status: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function tarballs(): Promise<string[]> {
  return (await readdir(packs)).filter((file) => file.endsWith('.tgz')).sort();
}

beforeAll(async () => {
  root = await makeTempDir('platform-sdk-');
  packs = path.join(root, 'packs');
  team = path.join(root, 'team');
  area = path.join(team, 'demo-area');
  await sh(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), [path.join(REPO_ROOT, 'tooling/src/cli/sdk-pack.ts'), packs], REPO_ROOT);
  await sh('mkdir', ['-p', team], root);
  await writeFile(path.join(team, 'package.json'), JSON.stringify({ name: 'team', private: true }));
  const packed = (await tarballs()).map((file) => path.join(packs, file));
  await sh(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      `--@platform:registry=${NO_REGISTRY}`,
      ...packed,
      // What a project's typecheck needs besides the packages (the kit names them as optional peers).
      '@types/react@19.3.0',
      '@types/react-dom@19.3.0',
      '@types/node@24',
    ],
    team,
  );
}, 300_000);

afterAll(async () => {
  await removeDir(root);
});

describe('the kit for a team in its own repository', () => {
  it('packs @platform/contract, @platform/shared and @platform/remote-kit as built packages without tests', async () => {
    expect(await tarballs()).toEqual(['platform-contract-2.0.0.tgz', 'platform-remote-kit-1.1.0.tgz', 'platform-shared-5.0.0.tgz']);
    for (const name of ['contract', 'shared', 'remote-kit']) {
      const dir = path.join(team, 'node_modules', '@platform', name);
      const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
      const files = (await readdir(dir, { recursive: true })).map(String);
      expect([name, manifest.private, existsSync(path.join(dir, 'CHANGELOG.md')), existsSync(path.join(dir, 'src'))]).toEqual([name, undefined, true, false]);
      expect([name, files.filter((file) => /\.test\.|\.tsx?$/.test(file) && !file.endsWith('.d.ts'))]).toEqual([name, []]);
      expect(JSON.stringify(manifest.exports)).toMatch(/\.\/dist\//);
      expect(manifest.publishConfig).toBeUndefined();
    }
  });

  it('creates a remote project that pins the @platform scope and passes its own checks', async () => {
    const created = await platformRemote(['create', 'demo-area', '--team', "Demo's team", '--contact', 'demo@example.com', '--registry', NO_REGISTRY], team);
    expect(created).toMatchObject({ status: 0 });
    expect(await readFile(path.join(area, '.npmrc'), 'utf8')).toBe(`@platform:registry=${NO_REGISTRY}\n`);
    for (const file of ['src/index.ts', 'src/bootstrap.tsx', 'src/app/mount.tsx', 'src/app/route-manifest.ts', 'src/locales/en.json', 'src/locales/ru.json', 'README.md']) {
      expect([file, existsSync(path.join(area, file))]).toEqual([file, true]);
    }
    await sh('npm', ['test'], area);
    await sh(path.join(team, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], area);
  }, 120_000);

  it('builds it into a folder the release tool accepts', async () => {
    const built = await platformRemote(['build'], area);
    expect(built.stderr.split('\n').filter((line) => /error/i.test(line))).toEqual([]);
    expect(built.status).toBe(0);
    const dist = path.join(area, 'dist');
    // AppName lists the platform's own remotes; the readers check the folder, whatever its name.
    const app = APP as AppName;
    const info = await readBuildInfo(dist, app);
    expect(info.app).toBe(APP);
    for (const file of REQUIRED_BUILD_FILES.remote) expect([file, existsSync(path.join(dist, file))]).toEqual([file, true]);
    const routes = await readRouteDeclaration(dist, app);
    expect(routes?.routes.map((route) => route.path)).toEqual(['/demo-area']);
    // The owner given to `create`, which the first release registers.
    expect(routes?.owner).toEqual({ team: "Demo's team", contact: 'demo@example.com' });
    const preload = await readExposePreload(dist);
    expect(preload?.['./app']?.length).toBeGreaterThan(0);
    expect((await readdir(dist)).filter((file) => /^locale-(en|ru)\.[0-9a-f]{8}\.js$/.test(file)).length).toBe(2);
  }, 120_000);

  it('names what is wrong instead of printing a stack trace', async () => {
    const outside = await platformRemote(['build'], team);
    expect(outside.status).toBe(1);
    expect(outside.stderr.trim()).toBe(`No federation.config.ts in ${team}: run platform-remote in a remote's folder (\`platform-remote create <name>\` makes one).`);

    const config = path.join(area, 'federation.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("name: 'demo_area'", "name: 'demo-area'"));
    const badName = await platformRemote(['build'], area);
    expect(badName.status).toBe(1);
    expect(badName.stderr.trim()).toBe(`${config}: federation.name must be a federation container name: letters, digits and _, e.g. reports`);

    const unknown = await platformRemote(['publish'], area);
    expect([unknown.status, unknown.stderr.split('\n')[0]]).toEqual([1, 'Unknown command "publish".']);
  }, 60_000);
});
