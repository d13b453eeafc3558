import type { ErrorReporter } from '@platform/contract';
import { FRONTEND_ALERT_URL } from '../../config/constants';
import type { AlertSource } from './alert-source';
import { errorText, formatAlert } from './format-alert';

/** Alerts one page may send: a render loop must not flood ops (the API rate-limits too). */
export const MAX_ALERTS_PER_PAGE = 20;

export interface GlobalErrorReportingOptions {
  /** The route pattern (or path) the user is on, for the alert line. */
  getRoute: () => string;
  /** A 500 response reached the global handler (an unhandled API error): the app restarts at the root. */
  onServerError?: (error: unknown) => void;
  /** The app (and its version) a report with this context is about; ops count reports by them. */
  getSource?: (context: string | undefined) => AlertSource;
  /** The operator overrides the page runs with (`search@p1`), named in every report; empty: none. */
  getOverrides?: () => string;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener' | 'location'>;
  fetchImpl?: typeof fetch;
  now?: () => Date;
}

export interface GlobalErrorReporting {
  /** Logs an error and sends it to ops; also handed to remotes as `reportError`. */
  reportError: ErrorReporter;
  uninstall: () => void;
}

function statusOf(error: unknown): number | null {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : null;
}

/**
 * Catches what nothing else caught (uncaught errors, unhandled rejections), logs it and, except
 * on `localhost`, posts it to `POST /api/frontend_alert/` for ops.
 */
export function installGlobalErrorReporting({
  getRoute,
  onServerError,
  getSource,
  getOverrides,
  target = window,
  fetchImpl = (input, init) => fetch(input, init),
  now = () => new Date(),
}: GlobalErrorReportingOptions): GlobalErrorReporting {
  let sent = 0;

  const send = (message: string, source: AlertSource | undefined) => {
    if (target.location.hostname === 'localhost' || sent >= MAX_ALERTS_PER_PAGE) return;
    sent += 1;
    // Reporting must never become an error of its own: a failed post is dropped.
    fetchImpl(FRONTEND_ALERT_URL, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ message, ...source }),
    }).catch(() => undefined);
  };

  const reportError: ErrorReporter = (error, context) => {
    console.error(context ? `[${context}]` : '[global]', error);
    const text = context ? `${context}: ${errorText(error)}` : errorText(error);
    send(formatAlert({ time: now(), url: target.location.href, route: getRoute(), message: text, overrides: getOverrides?.() }), getSource?.(context));
  };

  const handle = (error: unknown) => {
    reportError(error);
    if (statusOf(error) === 500) onServerError?.(error);
  };
  const onError = (event: Event) => {
    if (event instanceof ErrorEvent) handle(event.error ?? event.message);
  };
  const onRejection = (event: Event) => handle('reason' in event ? event.reason : undefined);

  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return {
    reportError,
    uninstall() {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
    },
  };
}
