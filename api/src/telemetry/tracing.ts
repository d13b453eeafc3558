import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { PinoInstrumentation } from '@opentelemetry/instrumentation-pino';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { PLATFORM_ENDPOINTS } from '@platform/contract';

/** Load balancers' and orchestrators' probes: most of the spans, and none of the interest. */
const PROBE_PATHS = [PLATFORM_ENDPOINTS.health.path, PLATFORM_ENDPOINTS.ready.path];
const isProbe = (url: string | undefined): boolean => url !== undefined && PROBE_PATHS.some((path) => url.endsWith(path));

/** A started tracer provider: flush and stop it when the process stops. */
export interface Tracing {
  shutdown(): Promise<void>;
}

/**
 * Starts OpenTelemetry tracing when `OTEL_EXPORTER_OTLP_ENDPOINT` is set, and does nothing
 * otherwise (no exporter, no patching: tracing costs nothing while it is off). Spans go over
 * OTLP/HTTP to `<endpoint>/v1/traces`; the other standard `OTEL_*` variables apply
 * (`OTEL_SERVICE_NAME`, `OTEL_TRACES_SAMPLER`, `OTEL_EXPORTER_OTLP_HEADERS`, …).
 *
 * What is traced: every HTTP request in (and out), every SQL statement through `pg` (the embedded
 * database is reached through `pg` too), each background job and each e-mail handed to the SMTP
 * server (spans of their own, `withSpan`). The log lines written inside a span carry its
 * `trace_id` and `span_id` beside Fastify's request id (`reqId`).
 *
 * It must run before `pg` and `http` are first loaded: the programs import it first.
 */
export function startTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): Tracing | null {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (endpoint === undefined || endpoint === '' || env.OTEL_SDK_DISABLED === 'true') return null;
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? serviceName,
    traceExporter: new OTLPTraceExporter(),
    // Traces only. Left to its defaults the SDK would also export metrics and every log line over
    // OTLP: the metrics are Prometheus's (METRICS_PORT) and the logs go to stdout, and the copies
    // cost a search about as much CPU as the traces themselves (bench: observability part).
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => isProbe(request.url) }),
      // No span for taking a connection from the pool (two of a search's seven spans): the wait
      // shows as the gap before the statement's own span, and each span costs CPU to record and send.
      new PgInstrumentation({ enhancedDatabaseReporting: false, ignoreConnectSpans: true }),
      // Trace and span ids into each log line; the lines themselves stay on stdout.
      new PinoInstrumentation({ disableLogSending: true }),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
