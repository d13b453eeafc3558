import { chmod, readFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { REPOSITORY_ROOT } from '../config/env';
import { EVERY_APP_RELEASED, makeTempDir, releaseFakeVersions, removeDir, TEST_REMOTES_ORIGIN } from '../testing/fake-builds';
import { renderTemplate } from './render-template';
import { freeLoopbackPort, startNginx, type RunningNginx } from './run-nginx';

/**
 * host/nginx.conf in front of several API processes, one of them broken: what a client sees while
 * an API process dies. `max_fails=0` keeps the broken one in the rotation, so every other request
 * really meets it.
 */
let tmp: string;
let api: FastifyInstance;
let nginx: RunningNginx;
/** Accepts a request, reads it, and drops the connection without an answer (a process killed mid-request). */
let dropping: Server;
const dropped: string[] = [];
const sockets = new Set<Socket>();
/** Bodies of the POSTs the healthy API received. */
const received: string[] = [];

async function send(method: 'GET' | 'POST', url: string, body?: string): Promise<number> {
  const response = await fetch(`${nginx.origin}${url}`, {
    method,
    ...(body === undefined ? {} : { body, headers: { 'content-type': 'application/json' } }),
  });
  await response.arrayBuffer();
  return response.status;
}

beforeAll(async () => {
  tmp = await makeTempDir('platform-nginx-upstream-');
  await chmod(tmp, 0o755);
  const releasesDir = await releaseFakeVersions(tmp, EVERY_APP_RELEASED);
  api = Fastify();
  api.get('/api/health', async () => ({ status: 'ok' }));
  api.post('/api/things', async (request) => {
    received.push(JSON.stringify(request.body));
    return { ok: true };
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const address = api.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');

  dropping = createServer((socket) => {
    sockets.add(socket);
    socket.once('data', (chunk: Buffer) => {
      dropped.push(chunk.toString().split('\r\n')[0] ?? '');
      socket.destroy();
    });
  });
  const droppingPort = await freeLoopbackPort();
  await new Promise<void>((resolve) => dropping.listen(droppingPort, '127.0.0.1', resolve));
  // Nothing listens here: a process that is gone (connection refused).
  const refusingPort = await freeLoopbackPort();

  const port = await freeLoopbackPort();
  const template = await readFile(path.join(REPOSITORY_ROOT, 'host', 'nginx.conf'), 'utf8');
  const servers = [droppingPort, refusingPort, address.port].map((upstream) => `server 127.0.0.1:${upstream} max_fails=0;`).join('\n    ');
  const config = renderTemplate(template, {
    LISTEN_PORT: String(port),
    RELEASES_ROOT: releasesDir,
    API_UPSTREAM_SERVERS: servers,
    NGINX_RESOLVER: '',
    REMOTES_ORIGIN: TEST_REMOTES_ORIGIN,
    DEPLOYER_ORIGIN: '',
  });
  nginx = await startNginx(path.join(tmp, 'nginx'), config, port);
});

afterAll(async () => {
  await nginx.stop();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => dropping.close(resolve));
  await api.close();
  await removeDir(tmp);
});

it('answers every GET while one API process refuses connections and another drops them mid-request', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 30; i += 1) statuses.push(await send('GET', '/api/health'));
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  // The dropping process really was asked: the GETs it dropped were answered by another.
  expect(dropped.filter((line) => line.startsWith('GET /api/health')).length).toBeGreaterThan(0);
});

it('never sends a POST again once a process may have received it: the client gets 502, the other process nothing', async () => {
  const outcomes: Array<{ marker: string; status: number }> = [];
  for (let i = 0; i < 9; i += 1) {
    const marker = `post-${i}`;
    outcomes.push({ marker, status: await send('POST', '/api/things', JSON.stringify({ marker })) });
  }
  const failed = outcomes.filter((outcome) => outcome.status !== 200);
  expect(failed.length).toBeGreaterThan(0);
  expect(failed.every((outcome) => outcome.status === 502)).toBe(true);
  for (const { marker } of failed) expect(received).not.toContain(JSON.stringify({ marker }));
  // A POST refused at connect (nothing sent) does reach the healthy process.
  expect(received.length).toBe(outcomes.length - failed.length);
});
