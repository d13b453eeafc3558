/**
 * Imported first by the worker's entry (src/cli/worker.ts): tracing must patch `http` and `pg`
 * before any other module loads them. Off unless `OTEL_EXPORTER_OTLP_ENDPOINT` is set.
 */
import { startTracing } from './tracing';

export const tracing = startTracing('recruiting-worker');
