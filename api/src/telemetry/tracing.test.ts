import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SEARCH_ENDPOINTS } from '@platform/contract';
import { freePort, startApiProcess, type ApiProcess } from '../testing/api-process';
import { startTracing } from './tracing';

/** One span as OTLP/JSON carries it (the fields this test reads). */
interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  attributes: Record<string, unknown>;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const isSql = (span: ReceivedSpan): boolean => span.attributes['db.system'] === 'postgresql' || span.attributes['db.system.name'] === 'postgresql';

const search = (origin: string, headers: Record<string, string> = {}): Promise<Response> =>
  fetch(`${origin}/api${SEARCH_ENDPOINTS.search.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:8080', ...headers },
    body: JSON.stringify({ text: 'python' }),
  });

/** The spans of an OTLP/JSON export request (`resourceSpans[].scopeSpans[].spans[]`). */
function spansOf(body: unknown): ReceivedSpan[] {
  return list(field(body, 'resourceSpans')).flatMap((resource) =>
    list(field(resource, 'scopeSpans')).flatMap((scope) =>
      list(field(scope, 'spans')).map((span) => ({
        traceId: String(field(span, 'traceId')).toLowerCase(),
        spanId: String(field(span, 'spanId')).toLowerCase(),
        parentSpanId: String(field(span, 'parentSpanId') ?? '').toLowerCase(),
        name: String(field(span, 'name')),
        attributes: Object.fromEntries(
          list(field(span, 'attributes')).map((attribute) => {
            const value = field(attribute, 'value');
            return [String(field(attribute, 'key')), field(value, 'stringValue') ?? field(value, 'intValue') ?? field(value, 'boolValue')];
          }),
        ),
      })),
    ),
  );
}

/** An OTLP/HTTP receiver: what an OpenTelemetry collector listens for on :4318. */
function startReceiver(port: number): Promise<{ server: Server; spans: ReceivedSpan[]; changed: () => Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  let waiters: Array<() => void> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        spans.push(...spansOf(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
        for (const wake of waiters) wake();
        waiters = [];
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ server, spans, changed: () => new Promise<void>((wake) => waiters.push(wake)) })),
  );
}

describe('tracing', () => {
  it('is off without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
    expect(startTracing('test', {})).toBeNull();
  });

  describe('with an OTLP endpoint, in the API process', () => {
    let dataDir: string;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let api: ApiProcess;

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'api-tracing-'));
      receiver = await startReceiver(await freePort());
      const address = receiver.server.address();
      const receiverPort = typeof address === 'object' && address !== null ? address.port : 0;
      api = startApiProcess({
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
        EMBEDDED_DB_PORT: '0',
        DEMO_DATA: 'false',
        DATABASE_URL: '',
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}`,
        // Export each batch at once rather than every 5 s.
        OTEL_BSP_SCHEDULE_DELAY: '100',
      });
      await api.waitUntilReady();
    }, 120_000);

    afterAll(async () => {
      await api.kill('SIGTERM');
      await new Promise((resolve) => receiver.server.close(resolve));
      rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    it("exports a search's trace with the request's span and its SQL statements under it, and logs its trace id", async () => {
      const response = await search(api.origin);
      expect(response.status).toBe(200);
      const isSearch = (span: ReceivedSpan) => span.parentSpanId === '' && String(span.attributes['http.route'] ?? span.attributes['url.path'] ?? span.name).includes('resumes_search');
      while (!receiver.spans.some(isSearch)) await receiver.changed();
      const request = receiver.spans.find(isSearch);
      if (request === undefined) throw new Error('no search span');
      const inTrace = () => receiver.spans.filter((span) => span.traceId === request.traceId);
      while (!inTrace().some(isSql)) await receiver.changed();
      // Named after its route, not its method alone.
      expect(request.attributes['http.route']).toBe(`/api${SEARCH_ENDPOINTS.search.path}`);
      expect(request.name).toBe(`POST /api${SEARCH_ENDPOINTS.search.path}`);
      const sql = inTrace().filter(isSql);
      expect(sql.length).toBeGreaterThan(0);
      // Each statement hangs under the request, not in a trace of its own.
      const ids = new Set(inTrace().map((span) => span.spanId));
      for (const statement of sql) expect(ids.has(statement.parentSpanId)).toBe(true);
      // The request's log lines carry the trace id beside Fastify's request id.
      const logged = api.output.filter((line) => line.includes(request.traceId));
      expect(logged.some((line) => line.includes('"reqId"'))).toBe(true);
      // Statements outside any request or job (the migrations at start-up, exported before the
      // search's spans) are not traced: every SQL span has a parent.
      expect(receiver.spans.filter(isSql).filter((span) => span.parentSpanId === '').map((span) => span.name)).toEqual([]);
    }, 60_000);

    it("continues the caller's trace from its traceparent header", async () => {
      const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
      const callerSpanId = '00f067aa0ba902b7';
      const response = await search(api.origin, { traceparent: `00-${traceId}-${callerSpanId}-01` });
      expect(response.status).toBe(200);
      const isRequest = (span: ReceivedSpan) => span.traceId === traceId && span.parentSpanId === callerSpanId;
      while (!receiver.spans.some(isRequest)) await receiver.changed();
      const request = receiver.spans.find(isRequest);
      if (request === undefined) throw new Error('no request span in the caller\'s trace');
      expect(String(request.attributes['url.path'])).toContain('resumes_search');
      while (!receiver.spans.some((span) => isSql(span) && span.parentSpanId === request.spanId)) await receiver.changed();
    }, 60_000);
  });
});
