import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { context } from '@opentelemetry/api';
import { getRPCMetadata, RPCType } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { PinoInstrumentation } from '@opentelemetry/instrumentation-pino';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { PLATFORM_ENDPOINTS } from '@platform/contract';

/** Load balancers' and orchestrators' probes: most of the spans, and none of the interest. */
const PROBE_PATHS = [PLATFORM_ENDPOINTS.health.path, PLATFORM_ENDPOINTS.ready.path];
const isProbe = (url: string | undefined): boolean => url !== undefined && PROBE_PATHS.some((path) => url.endsWith(path));

/** The route pattern (`/api/cv/:id`) in Fastify's message that a route's handler starts. */
function routeOf(message: unknown): string | undefined {
  if (typeof message !== 'object' || message === null || !('route' in message)) return undefined;
  const { route } = message;
  if (typeof route !== 'object' || route === null || !('url' in route)) return undefined;
  return typeof route.url === 'string' ? route.url : undefined;
}

const ROUTE_CHANNEL = 'tracing:fastify.request.handler:start';

/**
 * Names each request's span after its route (`POST /api/cv/:id`, attribute `http.route`) rather
 * than its method alone: the HTTP instrumentation takes the route a framework leaves in the
 * request's RPC metadata, and Fastify announces each matched route on its diagnostics channel
 * `tracing:fastify.request.handler:start`, inside the request's context. A request no route
 * matched (a 404) keeps the method alone, so unknown URLs never multiply span names.
 */
function nameRequestSpanByRoute(message: unknown): void {
  const metadata = getRPCMetadata(context.active());
  const route = routeOf(message);
  if (metadata?.type === RPCType.HTTP && route !== undefined) metadata.route = route;
}

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
 * What is traced: every HTTP request in (named after its route) and out, every SQL statement
 * through `pg` under a request or a job (the embedded database is reached through `pg` too), each
 * background job and each e-mail handed to the SMTP server (spans of their own, `withSpan`). The log lines written inside a span carry its
 * `trace_id` and `span_id` beside Fastify's request id (`reqId`).
 *
 * What it costs (bench: observability part): about 0.55 ms of CPU a search with 3 spans, of which
 * about 0.3 ms is paid even for a trace that is not sampled (the instrumentations' wrapping and
 * context work on every request and statement) and the rest recording and exporting. None of the
 * libraries' options changes that measurably (outgoing HTTP, resource detectors, the protobuf
 * exporter, Pino's mixin), and `@fastify/otel` in place of the HTTP instrumentation costs more (a
 * span per hook): the set below is the one that traces what the platform needs.
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
    // OTLP: the metrics are Prometheus's (METRICS_PORT) and the logs go to stdout, so the copies
    // would be sent for nothing.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      // Requests in, continuing the caller's trace from its `traceparent` header, and requests out
      // (webhook deliveries), which pass the trace on to their receiver.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => isProbe(request.url) }),
      // A statement is traced only under a request's or a job's span: statements of no request
      // (migrations at start-up, the job runner's polling, timers' upkeep such as the overdue-jobs
      // gauge) would each be a trace of one span that tells nothing. No span for taking a
      // connection from the pool either: the wait shows as the gap before the statement's own span.
      new PgInstrumentation({ enhancedDatabaseReporting: false, ignoreConnectSpans: true, requireParentSpan: true }),
      // Trace and span ids into each log line; the lines themselves stay on stdout.
      new PinoInstrumentation({ disableLogSending: true }),
    ],
  });
  sdk.start();
  // One listener while tracing runs: a second start (a test's) does not name spans twice, and
  // stopping tracing stops the naming too.
  subscribe(ROUTE_CHANNEL, nameRequestSpanByRoute);
  return {
    shutdown: () => {
      unsubscribe(ROUTE_CHANNEL, nameRequestSpanByRoute);
      return sdk.shutdown();
    },
  };
}
