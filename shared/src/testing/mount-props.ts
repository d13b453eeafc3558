import type { i18n as I18n } from 'i18next';
import {
  CONTRACT_VERSION,
  DEFAULT_LOCALE,
  DEFAULT_THEME,
  localePrefix,
  type NavigateOptions,
  type RemoteMountProps,
  type Session,
  type ToastOptions,
} from '@platform/contract';
import { ApiError, createApiClient, type FetchLike } from '../api';
import { createQueryClient } from '../query';
import { createFakeFetch, type FakeRoute, type RecordedRequest } from './fake-fetch';
import { createTestI18n } from './test-i18n';

/** Everything the fakes of {@link createTestMountProps} were asked to do, in order. */
export interface TestMountRecord {
  toasts: ToastOptions[];
  closedToasts: string[];
  navigations: Array<{ path: string; options?: NavigateOptions }>;
  reportedErrors: Array<{ error: unknown; context?: string }>;
  errorScreens: Array<{ status: number; message?: string }>;
  /** Calls made through `api` (when it runs over the built-in fake fetch). */
  requests: RecordedRequest[];
  /** Failures the API client passed to its error handler. */
  apiErrors: ApiError[];
  /** How many times the remote called `session.refresh()`. */
  sessionRefreshes: number;
}

/** Full mount props plus what the fakes recorded. */
export type TestMountProps = RemoteMountProps & { recorded: TestMountRecord };

/** Any mount prop to replace, plus the fake API's answers (see `createFakeFetch`) or a fetch of your own. */
export interface TestMountOverrides extends Partial<Omit<RemoteMountProps, 'session'>> {
  /** The signed-in user (`session.current`); `null` by default. */
  session?: Session | null;
  /**
   * What `session.refresh()` resolves with (the session the API would now answer); by default
   * the same session. Each call is counted in `recorded.sessionRefreshes`.
   */
  refreshedSession?: Session | null;
  routes?: Record<string, FakeRoute>;
  fetchImpl?: FetchLike;
}

/**
 * Complete {@link RemoteMountProps} for a remote's tests, without Jest mocks: toasts, navigation,
 * error reports, error screens and session refreshes are recorded into `recorded`; `api` is the
 * real client over a fake fetch answering from `routes`; `i18n` is a fresh instance in `locale`;
 * `queryClient` a fresh TanStack Query client with the platform's defaults.
 *
 * @example
 * const props = createTestMountProps({ routes: { 'POST /api/webapp/resumes_search/resumes/': { body: page } } });
 * renderWithProviders(<SearchPage />, { mountProps: props });
 * expect(props.recorded.requests[0]?.body).toEqual({ text: 'java' });
 */
export function createTestMountProps(overrides: TestMountOverrides = {}): TestMountProps {
  const { routes, fetchImpl, session = null, refreshedSession, ...props } = overrides;
  const locale = props.locale ?? (props.i18n ? localeOf(props.i18n) : DEFAULT_LOCALE);
  const fake = createFakeFetch(routes);
  const recorded: TestMountRecord = {
    toasts: [],
    closedToasts: [],
    navigations: [],
    reportedErrors: [],
    errorScreens: [],
    requests: fake.requests,
    apiErrors: [],
    sessionRefreshes: 0,
  };
  let toastCount = 0;
  return {
    contractVersion: CONTRACT_VERSION,
    basePath: localePrefix(locale) || '/',
    locale,
    theme: DEFAULT_THEME,
    i18n: props.i18n ?? createTestI18n(locale),
    navigate: (path, options) => {
      recorded.navigations.push(options ? { path, options } : { path });
    },
    toast: {
      show: (options) => {
        recorded.toasts.push(options);
        toastCount += 1;
        return options.key ?? `toast-${toastCount}`;
      },
      close: (key) => {
        recorded.closedToasts.push(key);
      },
    },
    api: createApiClient({
      baseUrl: '/api',
      fetchImpl: fetchImpl ?? fake.fetch,
      onError: (error) => {
        recorded.apiErrors.push(error);
      },
    }),
    session: {
      current: session,
      refresh: async () => {
        recorded.sessionRefreshes += 1;
        return refreshedSession === undefined ? session : refreshedSession;
      },
    },
    // A fresh cache per test: nothing one test loaded shows in another.
    queryClient: createQueryClient(),
    reportError: (error, context) => {
      recorded.reportedErrors.push(context === undefined ? { error } : { error, context });
    },
    showErrorScreen: (status, message) => {
      recorded.errorScreens.push(message === undefined ? { status } : { status, message });
    },
    ...props,
    recorded,
  };
}

function localeOf(i18n: I18n): RemoteMountProps['locale'] {
  return i18n.language === 'ru' || i18n.language?.startsWith('ru-') ? 'ru' : DEFAULT_LOCALE;
}
