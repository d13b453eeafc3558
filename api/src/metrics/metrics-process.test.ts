import { type ApiDatabaseTarget, type ApiProcess, embeddedTarget, freePort, startApiProcess } from '../testing/api-process';
import { metricsProblems, requirePromtool } from '../testing/promtool';

/**
 * The API process as deployed serves its metrics on METRICS_PORT, apart from its public port, in a
 * form Prometheus reads: checked with Prometheus's own `promtool check metrics`.
 */

const TIMEOUT_MS = 180_000;

describe('the API process with METRICS_PORT', () => {
  let target: ApiDatabaseTarget;
  let api: ApiProcess;
  let metricsPort: number;

  beforeAll(async () => {
    requirePromtool();
    target = embeddedTarget();
    const [port, metrics] = [await freePort(), await freePort()];
    metricsPort = metrics;
    api = startApiProcess({ ...target.env, PORT: String(port), METRICS_PORT: String(metricsPort), DEMO_DATA: 'false' });
    await api.waitUntilReady();
  }, TIMEOUT_MS);
  afterAll(async () => {
    await api?.kill('SIGTERM');
    await target?.dispose();
  }, TIMEOUT_MS);

  test(
    'serves /metrics on its own port, valid for promtool, with requests, pools and the embedded database size',
    async () => {
      expect((await fetch(`${api.origin}/api/health`)).status).toBe(200);
      expect((await fetch(`${api.origin}/metrics`)).status).toBe(404);

      const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(await metricsProblems(text)).toEqual([]);

      expect(text).toMatch(/^platform_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} [1-9]/m);
      expect(text).toMatch(/^platform_db_pool_connections\{database="primary",state="idle"\} \d+$/m);
      expect(text).toMatch(/^platform_db_pool_waiting\{database="primary"\} \d+$/m);
      expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \S+$/m);
      expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+$/m);
      const size = /^platform_embedded_db_size_bytes\{dir="[^"]+"\} (\d+)$/m.exec(text)?.[1];
      expect(Number(size)).toBeGreaterThan(1_000_000);
      expect(text).toMatch(/^platform_data_dir_free_bytes\{dir="[^"]+"\} [1-9]\d*$/m);
      expect(text).toMatch(/^platform_mail_queued 0$/m);
    },
    TIMEOUT_MS,
  );
});
