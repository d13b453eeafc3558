import type { i18n as I18n } from 'i18next';
import type { LifeCycles } from 'single-spa';
import type { ApiClient } from './api';
import type { Locale } from './locale';
import type { Session } from './session';
import type { Theme } from './theme';
import type { ToastApi } from './toast';

/**
 * Version of the host ↔ remote contract. Bump it on any incompatible change of
 * {@link RemoteMountProps} or {@link RemoteAppModule}; the host refuses to mount a
 * remote whose version it does not list in {@link SUPPORTED_CONTRACT_VERSIONS}.
 */
export const CONTRACT_VERSION = 1;
export const SUPPORTED_CONTRACT_VERSIONS: readonly number[] = [1];

export interface NavigateOptions {
  replace?: boolean;
}

/** Reports an error to ops (the host's global reporter, `POST /api/frontend_alert/`). */
export type ErrorReporter = (error: unknown, context?: string) => void;

/** Everything the host hands a remote when it mounts one of its parcels. */
export interface RemoteMountProps {
  contractVersion: number;
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
  session: Session | null;
  reportError: ErrorReporter;
  /** Replaces the area with the host's error screen (404 for a missing CV, 403 for another team's data). */
  showErrorScreen: (status: number, message?: string) => void;
}

/**
 * What a remote's `./app` (and each `./widgets/*`) module exports: single-spa parcel lifecycles
 * (made with single-spa-react) receiving {@link RemoteMountProps}, plus the contract version the
 * remote was built against.
 */
export type RemoteAppModule = LifeCycles<RemoteMountProps> & { contractVersion: number };
