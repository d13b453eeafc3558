import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ApiClient, ErrorReporter, Locale, Session } from '@platform/contract';
import type { DataRouter } from '@platform/shared/router';
import type { HostEnv } from '../config/env';
import type { SessionStore } from '../features/auth';
import type { ReloadGuard } from '../features/chunk-guard';
import type { ToastStore } from '../features/toasts';
import type { ScreenErrorStore } from './shell/screen-error-store';

// The host's interface apart from its factory (host.ts): the shell's components read it through
// the host context, and the factory imports the route table that imports those components.

/** Full page loads, behind an interface so tests can watch them (jsdom cannot navigate). */
export interface PageControl {
  reload(): void;
  assign(url: string): void;
}


/**
 * The host's services, made once at start-up: what the shell renders with and what every
 * remote receives in its mount props.
 */
export interface Host {
  env: HostEnv;
  i18n: I18n;
  /** The API client of the pages and remotes, wired to the host's error handler. */
  api: ApiClient;
  /** The same API without the error handler, for calls whose failures are expected (session, promo). */
  quietApi: ApiClient;
  toasts: ToastStore;
  session: SessionStore;
  /**
   * `session.refresh()` of the mount props: rereads the session, so the header and every area
   * show the change a remote made without a page load. When the user changed (signed out, the
   * account deleted) the cache of the previous user is dropped and the page's guards run again.
   */
  refreshSession(): Promise<Session | null>;
  /** The page's one TanStack Query client, handed to every remote (contract version 2). */
  queryClient: QueryClient;
  reloadGuard: ReloadGuard;
  reportError: ErrorReporter;
  page: PageControl;
  screenErrors: ScreenErrorStore;
  /** The locale of the page shown now. */
  currentLocale(): Locale;
  /** The current address (path, query, hash). */
  currentHref(): string;
  /** A 500: to the root with a full load, at most once per 10 s; else the 500 screen. */
  handleServerError(error: unknown): void;
  /** Called once the router exists: navigation and the current address come from it. */
  bindRouter(router: DataRouter): void;
  router(): DataRouter;
  dispose(): void;
}
