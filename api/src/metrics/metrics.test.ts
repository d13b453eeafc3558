import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { describeEachDatabase } from '../db/testing';
import { enqueueJob, JobRegistry, JobRunner, PermanentJobError } from '../jobs';
import { createTestApp } from '../testing/app';
import { frontendReports, httpRequestDuration, jobRuns, metricsRegistry, rateLimitRefusals } from './registry';
import { observeDatabase } from './scrape-gauges';
import { METRICS_PATH, startMetricsServer, type MetricsServer } from './server';
import { histogramCount, seriesValue } from './testing';

describeEachDatabase('metrics', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDb(), {
      rateLimits: { auth: 10_000, alerts: 1, search: 10_000, applications: 10_000, apiKeys: 10_000 },
      // The endpoint itself is not opened here: a port other than 0 turns the request timing on.
      metricsPorts: { api: 9464, worker: 0 },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('times requests by route pattern and status, never by raw URL', async () => {
    const username = `nobody-${Date.now()}`;
    const before = await histogramCount(httpRequestDuration, { method: 'GET', route: '/api/cv/username/:username', status_code: '404' });
    expect((await app.inject({ method: 'GET', url: `/api/cv/username/${username}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/no-such-thing/${username}` })).statusCode).toBe(404);

    expect(await histogramCount(httpRequestDuration, { method: 'GET', route: '/api/cv/username/:username', status_code: '404' })).toBe(before + 1);
    expect(await histogramCount(httpRequestDuration, { method: 'GET', route: '/api/health', status_code: '200' })).toBeGreaterThan(0);
    expect(await histogramCount(httpRequestDuration, { route: 'unmatched', status_code: '404' })).toBeGreaterThan(0);
    const text = await metricsRegistry.metrics();
    expect(text).toMatch(/^platform_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health",status_code="200"\} \d+$/m);
    expect(text).not.toContain(username);
  });

  it('counts rate-limit refusals by route and front-end reports by app and version', async () => {
    const remoteAddress = `10.9.${Date.now() % 250}.7`;
    const report = (payload: object) => app.inject({ method: 'POST', url: '/api/frontend_alert/', payload, remoteAddress });
    const refusals = await seriesValue(rateLimitRefusals, { route: '/api/frontend_alert' });
    const reports = await seriesValue(frontendReports, { remote: 'remote-cv', version: '2026.11.27-3' });

    expect((await report({ message: 'boom', remote: 'remote-cv', version: '2026.11.27-3' })).statusCode).toBe(202);
    expect((await report({ message: 'boom again', remote: 'remote-cv', version: '2026.11.27-3' })).statusCode).toBe(429);

    expect(await seriesValue(frontendReports, { remote: 'remote-cv', version: '2026.11.27-3' })).toBe(reports + 1);
    expect(await seriesValue(rateLimitRefusals, { route: '/api/frontend_alert' })).toBe(refusals + 1);
  });

  it('refuses a report whose app is not an app name, or a version with odd characters, naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/frontend_alert/',
      payload: { message: 'x', remote: 'remote-../evil' },
      remoteAddress: '10.8.0.1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('remote');
    const version = await app.inject({ method: 'POST', url: '/api/frontend_alert/', payload: { message: 'x', version: 'a b' }, remoteAddress: '10.8.0.2' });
    expect(version.statusCode).toBe(400);
    expect(version.body).toContain('version');
  });

  it('reads the job queue at scrape time: jobs by kind and state, the oldest due job, and runs by outcome', async () => {
    const db = getDb();
    const kind = `metrics.test${Date.now()}`;
    await enqueueJob(db, { kind, payload: {}, runAt: new Date(Date.now() - 90_000) });
    await enqueueJob(db, { kind, payload: {}, runAt: new Date(Date.now() + 3_600_000) });
    observeDatabase({ db });

    const text = await metricsRegistry.metrics();
    expect(text).toContain(`platform_jobs{kind="${kind}",state="queued"} 2`);
    const age = Number(new RegExp(`^platform_jobs_oldest_due_age_seconds\\{kind="${kind.replace('.', '\\.')}"\\} (\\S+)$`, 'm').exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(89);
    expect(age).toBeLessThan(600);

    const jobs = new JobRegistry();
    jobs.define({
      kind,
      payload: z.object({}),
      handler: async () => {
        throw new PermanentJobError('no');
      },
    });
    await new JobRunner(db, jobs).runUntilIdle();
    expect(await seriesValue(jobRuns, { kind, outcome: 'failed' })).toBe(1);
    const after = await metricsRegistry.metrics();
    expect(after).toContain(`platform_jobs{kind="${kind}",state="failed"} 1`);
    expect(after).toContain(`platform_jobs{kind="${kind}",state="queued"} 1`);
    // The job left is not due yet.
    expect(after).not.toContain(`platform_jobs_oldest_due_age_seconds{kind="${kind}"}`);
  });
});

describe('the metrics endpoint', () => {
  let server: MetricsServer;
  beforeAll(async () => {
    server = await startMetricsServer({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves the Prometheus text format at GET /metrics, with the default Node.js metrics, and nothing else', async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}${METRICS_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await response.text();
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes', 'process_cpu_seconds_total', 'platform_mail_sent_total']) {
      expect(text).toMatch(new RegExp(`^${name} \\S+$`, 'm'));
    }
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${server.port}${METRICS_PATH}`, { method: 'POST' })).status).toBe(404);
  });
});

describe('the API port', () => {
  it('serves no metrics: /metrics and /api/metrics are 404 there (they live on METRICS_PORT only)', async () => {
    const { openPglite } = await import('../db/pglite');
    const { migrate } = await import('../db/migrate');
    const db = await openPglite({});
    try {
      await migrate(db);
      const app = await createTestApp(db);
      try {
        for (const url of ['/metrics', '/api/metrics']) {
          const response = await app.inject({ method: 'GET', url });
          expect(response.statusCode).toBe(404);
          expect(response.body).not.toContain('# HELP');
        }
      } finally {
        await app.close();
      }
    } finally {
      await db.close();
    }
  }, 120_000);
});
