import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics: one registry, served by {@link startMetricsServer} on the
 * metrics port (never on the API's public port). The counters and histograms here are updated
 * where the work happens (a few map lookups each); gauges that describe a state (the job queue,
 * the pools, the disk) are read when Prometheus scrapes, in `scrape-gauges.ts`. Every name is
 * listed with a sample line in docs/operations.md ("Metrics and alerts").
 */
export const metricsRegistry = new Registry();

// CPU, memory (heap by space), event-loop lag, GC, handles: `process_*` and `nodejs_*`.
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

/**
 * Time from a request's arrival to its answer, by route pattern (`/api/cv/:id`, never the raw URL:
 * one series per route, not per CV) and status; its `_count` is the request count.
 */
export const httpRequestDuration = new Histogram({
  name: 'platform_http_request_duration_seconds',
  help: 'Time to answer an API request, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const statementTimeouts = new Counter({
  name: 'platform_db_statement_timeouts_total',
  help: 'Statements the database cancelled for running past DB_STATEMENT_TIMEOUT_MS (SQLSTATE 57014).',
  labelNames: ['database'] as const,
  registers,
});

export const poolWaitTimeouts = new Counter({
  name: 'platform_db_pool_wait_timeouts_total',
  help: 'Queries refused (503 busy) because no pool connection became free in time.',
  registers,
});

export const jobRuns = new Counter({
  name: 'platform_job_runs_total',
  help: 'Job runs finished by this process, by kind and outcome (done, retry, failed for good).',
  labelNames: ['kind', 'outcome'] as const,
  registers,
});

export const mailSent = new Counter({
  name: 'platform_mail_sent_total',
  help: 'Messages the mail transport accepted.',
  registers,
});

export const mailSendErrors = new Counter({
  name: 'platform_mail_send_errors_total',
  help: 'Delivery attempts the transport refused or could not make; permanent="false" ones are retried.',
  labelNames: ['permanent'] as const,
  registers,
});

export const mailFailed = new Counter({
  name: 'platform_mail_failed_total',
  help: 'Messages given up for good (a permanent refusal, or every attempt used).',
  registers,
});

/** Incremented by the inbound SMTP receiver for each message whose content it received, by what it answered. */
export const mailInbound = new Counter({
  name: 'platform_mail_inbound_total',
  help: 'Inbound e-mail messages received (outcome="stored": answered 250; "refused": 5xx, no thread or too big; "failed": 451, the sender retries).',
  labelNames: ['outcome'] as const,
  registers,
});

export const admissionRunning = new Gauge({
  name: 'platform_admission_running',
  help: 'Work an admission gate is running now (gate="anonymous_search").',
  labelNames: ['gate'] as const,
  registers,
});

export const admissionWaiting = new Gauge({
  name: 'platform_admission_waiting',
  help: 'Arrivals waiting in an admission gate queue.',
  labelNames: ['gate'] as const,
  registers,
});

export const admissionRefusals = new Counter({
  name: 'platform_admission_refusals_total',
  help: 'Arrivals an admission gate refused with 503 busy (every place taken, the queue full).',
  labelNames: ['gate'] as const,
  registers,
});

export const rateLimitRefusals = new Counter({
  name: 'platform_rate_limit_refusals_total',
  help: 'Requests answered 429 by a per-client rate limit, by route pattern.',
  labelNames: ['route'] as const,
  registers,
});

export const frontendReports = new Counter({
  name: 'platform_frontend_reports_total',
  help: 'Front-end error reports accepted, by the app that sent them and its version.',
  labelNames: ['remote', 'version'] as const,
  registers,
});
