import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { LifeCycles } from 'single-spa';
import type { ApiClient } from './api';
import type { Locale } from './locale';
import type { Session } from './session';
import type { Theme } from './theme';
import type { ToastApi } from './toast';

/**
 * Version of the host ↔ remote contract a remote built now speaks. Bump it on any incompatible
 * change of {@link RemoteMountProps} or {@link RemoteAppModule}, add the new shape beside the old
 * ones and log it in `docs/contract.md`; the host refuses to mount a remote whose version it does
 * not list in {@link SUPPORTED_CONTRACT_VERSIONS}.
 */
export const CONTRACT_VERSION = 2;
/**
 * Every version the host mounts: a remote released before the current version keeps working
 * until its team rebuilds it, and gets the props of its own version.
 */
export const SUPPORTED_CONTRACT_VERSIONS: readonly number[] = [1, 2];

export interface NavigateOptions {
  replace?: boolean;
}

/** Reports an error to ops (the host's global reporter, `POST /api/frontend_alert/`). */
export type ErrorReporter = (error: unknown, context?: string) => void;

/** The session as a remote sees it (contract version 2): the current value and a way to reread it. */
export interface SessionHandle {
  /** The signed-in user and team, or `null` when anonymous. */
  current: Session | null;
  /**
   * Rereads the session from the API and hands it to the whole shell (header, guards, every
   * mounted area), without a page load. Call it after a change the session reflects: joining or
   * leaving a team, renaming the account, spending credits, deleting the account. Resolves with
   * the new session; a failed read rejects and leaves the session as it was.
   */
  refresh(): Promise<Session | null>;
}

/** What every contract version hands over alike. */
interface CommonMountProps {
  /** Router basename of the current locale: `/` or `/ru`. */
  basePath: string;
  locale: Locale;
  theme: Theme;
  /** The host's i18next instance; a remote adds its own namespace to it and never calls `use()`. */
  i18n: I18n;
  /** Navigates to a locale-free path (`/cv/internal/1`); the host adds the locale prefix. */
  navigate: (path: string, options?: NavigateOptions) => void;
  toast: ToastApi;
  api: ApiClient;
  reportError: ErrorReporter;
  /** Replaces the area with the host's error screen (404 for a missing CV, 403 for another team's data). */
  showErrorScreen: (status: number, message?: string) => void;
}

/** Everything the host hands a remote when it mounts one of its parcels (contract version 2). */
export interface RemoteMountProps extends CommonMountProps {
  contractVersion: typeof CONTRACT_VERSION;
  session: SessionHandle;
  /**
   * The page's one TanStack Query client (`@tanstack/react-query` is a shared singleton): every
   * area reads and invalidates the same cache, so a change made in one area refreshes another's
   * data and two parcels asking for the same key share one request.
   */
  queryClient: QueryClient;
}

/** The props of contract version 1: the session as a plain value, no query client. */
export interface RemoteMountPropsV1 extends CommonMountProps {
  contractVersion: 1;
  session: Session | null;
}

/**
 * What a remote's `./app` (and each `./widgets/*`) module exports: single-spa parcel lifecycles
 * (made with single-spa-react) receiving {@link RemoteMountProps}, plus the contract version the
 * remote was built against.
 */
export type RemoteAppModule = LifeCycles<RemoteMountProps> & { contractVersion: typeof CONTRACT_VERSION };

/** A remote module built against contract version 1 (mounted with {@link RemoteMountPropsV1}). */
export type RemoteAppModuleV1 = LifeCycles<RemoteMountPropsV1> & { contractVersion: 1 };

/** Any module the host can mount, told apart by `contractVersion`. */
export type SupportedRemoteAppModule = RemoteAppModule | RemoteAppModuleV1;
