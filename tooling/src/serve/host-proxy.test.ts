import { Agent, request } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER } from '@platform/contract';
import { installErrorHandling } from '../../../api/src/http/error-handler';
import { EVERY_APP_RELEASED, makeTempDir, releaseFakeVersions, removeDir, TEST_REMOTES_ORIGIN } from '../testing/fake-builds';
import { createHostServer } from './host-server';

/** The stand-in API refuses bodies over 1 MiB with the real one's error handling. */
const API_LIMIT = 1024 * 1024;
/** The host's own limit in these tests (the real one is the API's largest, 32 MiB). */
const HOST_LIMIT = 4 * 1024 * 1024;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request over `agent` (one kept-alive socket), failing after 5 s instead of hanging. */
function send(agent: Agent, port: number, method: string, path: string, options: { body?: Buffer; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(options.body.length);
    }
    const req = request({ agent, host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(5000, () => req.destroy(new Error(`${method} ${path}: no answer within 5 s`)));
    req.end(options.body);
  });
}

function portOf(server: FastifyInstance): number {
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

let rootDir: string;
let api: FastifyInstance;
let host: FastifyInstance;
let agent: Agent;

beforeAll(async () => {
  api = Fastify({ bodyLimit: API_LIMIT });
  installErrorHandling(api);
  api.all('/api/*', async (req) => ({
    forwardedFor: req.headers['x-forwarded-for'] ?? null,
    requestId: req.headers[REQUEST_ID_HEADER] ?? null,
    bytes: Buffer.isBuffer(req.body) ? req.body.length : JSON.stringify(req.body ?? null).length,
  }));
  await api.listen({ port: 0, host: '127.0.0.1' });
  rootDir = await makeTempDir();
  const releasesDir = await releaseFakeVersions(rootDir, EVERY_APP_RELEASED);
  host = await createHostServer({ releasesDir, apiOrigin: `http://127.0.0.1:${portOf(api)}`, remotesOrigin: TEST_REMOTES_ORIGIN, apiBodyLimit: HOST_LIMIT });
  await host.listen({ port: 0, host: '127.0.0.1' });
});

beforeEach(() => {
  agent = new Agent({ keepAlive: true, maxSockets: 1 });
});

afterEach(() => {
  agent.destroy();
});

afterAll(async () => {
  await host.close();
  await api.close();
  await removeDir(rootDir);
});

describe('host server: /api body limits', () => {
  it.each([
    ['over the API route limit (the API refuses it)', API_LIMIT * 2],
    ['over the host limit (the host refuses it)', HOST_LIMIT * 3],
  ])('answers a body %s with 413, and the next request on the connection works', async (_what, size) => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await send(agent, portOf(host), 'POST', '/api/cv/import', { body: Buffer.alloc(size, 'a') });
      expect(refused.status).toBe(413);
      const next = await send(agent, portOf(host), 'POST', '/api/auth/login', { body: Buffer.from('{"a":1}') });
      expect(next.status).toBe(200);
      expect(JSON.parse(next.body)).toMatchObject({ bytes: 7 });
    }
  });

  it('forwards a body within the limits unchanged', async () => {
    const body = Buffer.from(JSON.stringify({ text: 'x'.repeat(API_LIMIT - 100) }));
    const response = await send(agent, portOf(host), 'POST', '/api/webapp/resumes_search/resumes/', { body });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ bytes: body.length });
  });
});

describe('host server: forwarded client address and request id', () => {
  it('overwrites a client-sent X-Forwarded-For with the address it sees', async () => {
    const response = await send(agent, portOf(host), 'GET', '/api/health', { headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.1' } });
    expect(JSON.parse(response.body)).toMatchObject({ forwardedFor: '127.0.0.1' });
  });

  it('gives every request a fresh id, forwarded to the API and returned to the client', async () => {
    const first = await send(agent, portOf(host), 'GET', '/api/health', { headers: { [REQUEST_ID_HEADER]: 'chosen-by-the-client' } });
    const second = await send(agent, portOf(host), 'GET', '/api/health');
    const firstId = first.headers[REQUEST_ID_HEADER];
    expect(firstId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(first.body)).toMatchObject({ requestId: firstId });
    expect(second.headers[REQUEST_ID_HEADER]).not.toBe(firstId);
    const page = await send(agent, portOf(host), 'GET', '/', { headers: { accept: 'text/html' } });
    expect(page.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
