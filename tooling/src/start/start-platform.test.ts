import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { makeTempDir, releaseFakeVersions, removeDir, writeFakeBuild } from '../testing/fake-builds';
import { isRunning } from './testing/process-state';

const TSX = path.resolve(__dirname, '../../../node_modules/.bin/tsx');

/** Builds like the real build script would: only the files the release step checks. */
const FAKE_BUILD = `
const fs = require('node:fs'); const path = require('node:path');
const app = process.argv[2]; const dist = path.join(process.cwd(), app, 'dist');
fs.mkdirSync(dist, { recursive: true });
const files = app === 'host' ? ['index.html'] : ['remoteEntry.js', 'mf-manifest.json'];
for (const file of files) fs.writeFileSync(path.join(dist, file), file.endsWith('.json') ? '{}' : app);
const name = app.replace(/^remote-/, '');
const routes = { schemaVersion: 1, owner: { team: name, contact: name + '@example.com' }, routes: [{ name: 'home', path: '/' + name }], navigation: [], widgets: [] };
if (app !== 'host') fs.writeFileSync(path.join(dist, 'routes.json'), JSON.stringify(routes));
fs.writeFileSync(path.join(dist, 'build.json'), JSON.stringify({ app, buildId: app + '-fresh', builtAt: new Date().toISOString() }));
console.log('built ' + app);
`;

/** An API with a child of its own that ignores SIGTERM, the way a stuck worker would. */
const FAKE_API = `
const http = require('node:http'); const { spawn } = require('node:child_process');
const worker = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"], { stdio: 'ignore' });
http.createServer((req, res) => { res.setHeader('content-type', 'application/json'); res.end(JSON.stringify({ api: req.url })); })
  .listen(Number(process.env.PORT), process.env.HOST, () => console.log('pids ' + process.pid + ' ' + worker.pid + ' ' + process.env.ALLOWED_ORIGINS + ' metrics=' + process.env.METRICS_PORT));
`;

async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, () => new Promise<ReturnType<typeof createServer>>((resolve) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => resolve(server));
    })),
  );
  const ports = servers.map((server) => {
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    return address.port;
  });
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

interface StartedPlatform {
  child: ChildProcess;
  lines: string[];
  hostUrl: string;
  apiPids: number[];
  exited: Promise<number | null>;
}

let rootDir: string;
let platform: StartedPlatform | undefined;

beforeEach(async () => {
  rootDir = await makeTempDir();
});

afterEach(async () => {
  if (platform && platform.child.exitCode === null) {
    platform.child.kill('SIGKILL');
    for (const pid of platform.apiPids) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  }
  platform = undefined;
  await removeDir(rootDir);
});

async function startPlatform(): Promise<StartedPlatform> {
  const [hostPort = 0, api = 0] = await freePorts(2);
  // The checkout's apps are its folders with a federation.config.ts (built or not).
  for (const app of ['host', 'remote-search', 'remote-team', 'remote-cv', 'remote-user']) {
    await mkdir(path.join(rootDir, app), { recursive: true });
    await writeFile(path.join(rootDir, app, 'federation.config.ts'), `export const federation = { app: '${app}' };\n`);
  }
  await writeFile(path.join(rootDir, 'fake-build.js'), FAKE_BUILD);
  await writeFile(path.join(rootDir, 'fake-api.js'), FAKE_API);
  const child = spawn(TSX, [path.join(__dirname, 'testing', 'start-fixture.ts')], {
    env: {
      ...process.env,
      FIXTURE_ROOT: rootDir,
      FIXTURE_BUILD_SCRIPT: path.join(rootDir, 'fake-build.js'),
      FIXTURE_API_SCRIPT: path.join(rootDir, 'fake-api.js'),
      HOST_PORT: String(hostPort),
      API_ORIGIN: `http://127.0.0.1:${api}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const lines: string[] = [];
  const hostUrl = `http://127.0.0.1:${hostPort}`;
  const started: StartedPlatform = { child, lines, hostUrl, apiPids: [], exited };
  platform = started;
  await new Promise<void>((resolve, reject) => {
    void exited.then((code) => reject(new Error(`start exited early (${code}):\n${lines.join('\n')}`)));
    createInterface({ input: child.stdout ?? process.stdin }).on('line', (line) => {
      lines.push(line);
      const pids = /^\[api\] pids (\d+) (\d+) /.exec(line);
      if (pids) started.apiPids = [Number(pids[1]), Number(pids[2])];
      if (line === `Platform ready at ${hostUrl}`) resolve();
    });
  });
  return started;
}

describe('npm start', () => {
  it('builds what is missing, releases what was never released, serves, and SIGTERM leaves no process behind', async () => {
    // Built and released before: must not be rebuilt or released again.
    await writeFakeBuild(rootDir, 'remote-search', 's-old');
    await writeFakeBuild(rootDir, 'remote-team', 't-old');

    const { child, lines, hostUrl, apiPids, exited } = await startPlatform();

    expect(lines).toContain('remote-cv has no build yet: building it.');
    expect(lines).toContain('[build remote-cv] built remote-cv');
    expect(lines).not.toContain('remote-search has no build yet: building it.');
    expect(lines).toContain('remote-search had no release: released s-old.');
    expect(lines).toContain('host had no release: released host-fresh.');
    const remotes = await (await fetch(`${hostUrl}/remotes.json`)).json();
    expect(remotes).toMatchObject({ host: { version: 'host-fresh' }, remotes: { search: { version: 's-old' } } });
    expect(await (await fetch(`${hostUrl}/api/health`)).json()).toEqual({ api: '/api/health' });
    expect(await (await fetch(`${hostUrl}/remotes/cv/remote-cv-fresh/remoteEntry.js`)).text()).toBe('remote-cv');

    // A new team's remote, released while the platform runs: served at once, nothing restarted.
    await releaseFakeVersions(rootDir, { 'remote-reports': ['r1'] });
    const withReports = await (await fetch(`${hostUrl}/remotes.json`)).json();
    expect(withReports).toMatchObject({ remotes: { reports: { version: 'r1', entry: '/remotes/reports/r1/remoteEntry.js' } } });
    expect((await fetch(`${hostUrl}/remotes/reports/r1/remoteEntry.js`)).status).toBe(200);
    expect(apiPids).toHaveLength(2);
    // The API is told to accept browser calls from the host origin it is served under.
    expect(lines.find((line) => line.startsWith('[api] pids'))).toContain(`${hostUrl},http://localhost:`);
    // Its Prometheus metrics on a port of their own, which the host does not proxy.
    expect(lines.find((line) => line.startsWith('[api] pids'))).toContain(' metrics=9464');
    expect(lines).toContain('  metrics        http://127.0.0.1:9464/metrics');
    expect((await fetch(`${hostUrl}/metrics`, { headers: { accept: 'text/plain' } })).status).toBe(404);
    for (const pid of apiPids) expect(isRunning(pid)).toBe(true);

    child.kill('SIGTERM');

    expect(await exited).toBe(0);
    expect(lines).toContain('Platform stopped.');
    for (const pid of apiPids) expect(isRunning(pid)).toBe(false);
    await expect(fetch(`${hostUrl}/remotes.json`)).rejects.toThrow();
  }, 60_000);

  it('stops everything on Ctrl-C (SIGINT) and releases nothing twice on the next start', async () => {
    const first = await startPlatform();
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    for (const pid of first.apiPids) expect(isRunning(pid)).toBe(false);

    const second = await startPlatform();
    expect(second.lines.some((line) => line.includes('had no release'))).toBe(false);
    expect(second.lines.some((line) => line.includes('no build yet'))).toBe(false);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 60_000);
});
