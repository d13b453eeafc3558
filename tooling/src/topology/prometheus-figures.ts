import { SEARCH_ENDPOINTS } from '@platform/contract';
import type { RunningPrometheus, Sample } from './prometheus-server';

/** What the run's Prometheus saw of the topology, read back over its HTTP API. */
export interface ObservedFigures {
  /** `up` of each scraped process at the end of the run (1: its last scrape answered). */
  targets: Array<{ job: string; process: string; up: number }>;
  /** API requests counted by the API processes' metrics over the run. */
  apiRequests: number;
  /** The highest request rate (per second, over 5 s) of the API processes together. */
  peakRequestsPerSecond: number;
  /** p95 of the searches over the run, from the request histograms (null: no search seen). */
  searchP95Ms: number | null;
  /** Messages the worker's transport accepted over the run (its restart included). */
  mailSent: number;
  /** The largest replica lag the API processes reported (null: none reported). */
  maxReplicaLagSeconds: number | null;
  /** Alerts firing at the end (the deployment's rules, evaluated on the run). */
  firingAlerts: string[];
}

const SEARCH_ROUTE = `/api${SEARCH_ENDPOINTS.search.path}`;

function single(samples: Sample[]): number | null {
  const value = samples[0]?.value;
  return value === undefined || Number.isNaN(value) ? null : value;
}

/** Queries `prometheus` about the last `seconds` of the run. */
export async function readObservedFigures(prometheus: RunningPrometheus, seconds: number): Promise<ObservedFigures> {
  const window = `${Math.max(10, Math.ceil(seconds))}s`;
  const [up, requests, peak, p95, mail, lag, alerts] = await Promise.all([
    prometheus.query('up'),
    prometheus.query(`sum(increase(platform_http_request_duration_seconds_count{job="api"}[${window}]))`),
    prometheus.query(`max_over_time(sum(rate(platform_http_request_duration_seconds_count{job="api"}[5s]))[${window}:1s])`),
    prometheus.query(`histogram_quantile(0.95, sum by (le) (increase(platform_http_request_duration_seconds_bucket{job="api",route="${SEARCH_ROUTE}"}[${window}])))`),
    prometheus.query(`sum(increase(platform_mail_sent_total{job="worker"}[${window}]))`),
    prometheus.query(`max(max_over_time(platform_db_replica_lag_seconds{job="api"}[${window}]))`),
    prometheus.query('ALERTS{alertstate="firing"}'),
  ]);
  const p95Seconds = single(p95);
  return {
    targets: up
      .map((sample) => ({ job: sample.labels.job ?? '', process: sample.labels.process ?? sample.labels.instance ?? '', up: sample.value }))
      .sort((a, b) => a.process.localeCompare(b.process)),
    apiRequests: Math.round(single(requests) ?? 0),
    peakRequestsPerSecond: Math.round(single(peak) ?? 0),
    searchP95Ms: p95Seconds === null ? null : Math.round(p95Seconds * 1000),
    mailSent: Math.round(single(mail) ?? 0),
    maxReplicaLagSeconds: single(lag),
    firingAlerts: alerts.map((sample) => sample.labels.alertname ?? '').sort(),
  };
}
