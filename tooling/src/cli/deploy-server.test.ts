import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEPLOY_ROUTES, deployReleasePath } from '@platform/contract';
import { freeLoopbackPort } from '../nginx/run-nginx';
import { readDeploymentManifest } from '../releases';
import { readDeployLog } from '../releases/deploy-log';
import { createDeployToken } from '../releases/deploy-tokens';
import { makeTempDir, releaseFakeVersions, removeDir, writeFakeBuild } from '../testing/fake-builds';
import { httpRequest } from '../testing/http-get';
import { tarGzFolder } from '../testing/tar-archive';
import { startUpload } from '../testing/upload-in-parts';

/** `npm run deploy-server` as the compose `deployer` runs it: node with tsx as a loader, so signals reach it. */
const CLI = path.join(__dirname, 'deploy-server.ts');

let tmp: string;
let releasesDir: string;
let child: ChildProcessWithoutNullStreams | undefined;
let output = '';

beforeEach(async () => {
  tmp = await makeTempDir('platform-deploy-server-');
  releasesDir = await releaseFakeVersions(tmp, { host: ['h1'], 'remote-search': ['s1'] });
  output = '';
});

afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  child = undefined;
  await removeDir(tmp);
});

/** Resolves once the server's output holds `text`. */
function printed(text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!output.includes(text)) return;
      child?.stdout.off('data', check);
      resolve();
    };
    child?.stdout.on('data', check);
    child?.once('exit', () => reject(new Error(`the deploy server exited before printing "${text}":\n${output}`)));
    check();
  });
}

function startServer(port: number): Promise<number | null> {
  const running = spawn(process.execPath, ['--import', 'tsx', CLI], {
    env: { ...process.env, RELEASES_DIR: releasesDir, DEPLOY_PORT: String(port), BIND_ADDRESS: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: 'pipe',
  });
  child = running;
  running.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  running.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => running.once('exit', (code) => resolve(code)));
}

async function refusesConnections(origin: string): Promise<boolean> {
  try {
    await httpRequest(`${origin}${DEPLOY_ROUTES.health}`);
    return false;
  } catch {
    return true;
  }
}

describe('npm run deploy-server', () => {
  it('serves the release endpoint on DEPLOY_PORT, and on SIGTERM finishes the release in hand before it exits', async () => {
    const token = (await createDeployToken(releasesDir, 'remote-reports', 'reports CI')).token;
    const archive = await tarGzFolder(await writeFakeBuild(path.join(tmp, 'team'), 'remote-reports', 'r1'));
    const port = await freeLoopbackPort();
    const origin = `http://127.0.0.1:${port}`;
    const exited = startServer(port);
    await printed('release endpoint ready');

    const health = await httpRequest(`${origin}${DEPLOY_ROUTES.health}`);
    expect([health.status, JSON.parse(health.body.toString())]).toEqual([200, { status: 'ok' }]);

    // A team's upload is half sent when the service is told to stop.
    const upload = startUpload(`${origin}${deployReleasePath('reports')}`, { authorization: `Bearer ${token}`, 'content-type': 'application/gzip' }, archive.length);
    const half = Math.floor(archive.length / 2);
    upload.write(archive.subarray(0, half));
    await printed(`"url":"${deployReleasePath('reports')}"`);
    child?.kill('SIGTERM');
    await printed('stopping');
    // It takes no new connection…
    while (!(await refusesConnections(origin))) await new Promise((resolve) => setTimeout(resolve, 20));
    // …but the release in hand completes, and only then does the process exit, cleanly.
    upload.end(archive.subarray(half));
    const response = await upload.response;
    expect([response.status, JSON.parse(response.body.toString())]).toEqual([201, expect.objectContaining({ app: 'remote-reports', version: 'r1' })]);
    expect(await exited).toBe(0);

    expect((await readDeploymentManifest(releasesDir))['remote-reports']?.current).toBe('r1');
    expect((await readDeployLog(releasesDir)).map((entry) => [entry.app, entry.status, entry.outcome])).toEqual([['remote-reports', 201, 'r1']]);
    expect(existsSync(path.join(releasesDir, '.lock'))).toBe(false);
  }, 30_000);

  it('refuses a bad DEPLOY_PORT with the variable named', async () => {
    const bad = spawn(process.execPath, ['--import', 'tsx', CLI], { env: { ...process.env, RELEASES_DIR: releasesDir, DEPLOY_PORT: 'eighty' }, stdio: 'pipe' });
    let stderr = '';
    bad.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => bad.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('DEPLOY_PORT: ');
  }, 30_000);
});
