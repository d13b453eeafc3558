import { localizePath, type Session } from '@platform/contract';
import { type ApiError, createApiClient, createQueryClient } from '@platform/shared';
import type { DataRouter } from '@platform/shared/router';
import { API_BASE } from '../config/constants';
import type { HostEnv } from '../config/env';
import { createSessionStore, getSession } from '../features/auth';
import { createReloadGuard } from '../features/chunk-guard';
import { alertSource, installGlobalErrorReporting } from '../features/error-reporting';
import { createHostI18n, readLocaleCookie } from '../features/locale';
import { describeOverrides, getRemoteLoader, getStartupManifest } from '../features/remotes';
import { createToastStore } from '../features/toasts';
import type { Host, PageControl } from './host-interface';
import { hostResources } from './i18n-resources';
import { matchRoute } from './routes/match-route';
import { localeOfUrl } from './routes/resolve-route';
import { createScreenErrorStore } from './shell/screen-error-store';

export type { Host, PageControl } from './host-interface';

const BROWSER_PAGE: PageControl = {
  reload: () => window.location.reload(),
  assign: (url) => window.location.assign(url),
};

export interface CreateHostOptions {
  env: HostEnv;
  page?: PageControl;
  fetchImpl?: typeof fetch;
  /** Storage of the reload guard; sessionStorage by default. */
  guardStorage?: Pick<Storage, 'getItem' | 'setItem'>;
}

function textOf(error: unknown, key: 'detail' | 'message' | 'statusText'): string | undefined {
  if (typeof error !== 'object' || error === null || !(key in error)) return undefined;
  const value: unknown = Reflect.get(error, key);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function createHost({ env, page = BROWSER_PAGE, fetchImpl, guardStorage }: CreateHostOptions): Host {
  let router: DataRouter | null = null;
  let leaving = false;
  const fetchLike = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  const currentUrl = (): URL => {
    const location = router?.state.location;
    return new URL(location ? `${location.pathname}${location.search}${location.hash}` : window.location.href, window.location.origin);
  };
  const currentHref = () => {
    const url = currentUrl();
    return `${url.pathname}${url.search}${url.hash}`;
  };
  const currentLocale = () => localeOfUrl(currentUrl(), readLocaleCookie());
  const requireRouter = (): DataRouter => {
    if (!router) throw new Error('host: the router is not bound yet');
    return router;
  };

  const screenErrors = createScreenErrorStore();
  const reloadGuard = createReloadGuard(guardStorage ? { storage: guardStorage } : {});

  const handleServerError = (error: unknown) => {
    if (leaving) return;
    const root = localizePath('/', currentLocale());
    if (reloadGuard.tryReload(root)) {
      leaving = true;
      page.assign(root);
      return;
    }
    // The root itself failed within the last 10 s: stop and say so instead of looping.
    screenErrors.show(
      { status: 500, detail: textOf(error, 'detail'), message: textOf(error, 'message'), statusMessage: textOf(error, 'statusText') },
      currentHref(),
    );
  };

  const reporting = installGlobalErrorReporting({
    getRoute: () => {
      const result = matchRoute(currentUrl().pathname);
      return result.kind === 'matched' ? result.match.entry.path : currentUrl().pathname;
    },
    onServerError: handleServerError,
    getSource: (context) => alertSource(context, getStartupManifest(), env.buildId, getRemoteLoader().loadedVersions()),
    getOverrides: describeOverrides,
    fetchImpl: fetchLike,
  });

  const onApiError = (error: ApiError) => {
    const status = error.status;
    if (status === 401) {
      // A wrong password is not an expired session.
      if (/\/auth\/(login|register)$/.test(error.url)) return;
      // The session is over (it expired, or ended on another device): the header says so at once.
      session.set(null);
      const result = matchRoute(currentUrl().pathname);
      // Re-running an (auth) route lets its guard send the visitor to sign in and back; any other
      // page offers it itself where its data failed (QueryView's sign-in prompt).
      if (result.kind === 'matched' && result.match.entry.middleware.includes('auth')) void requireRouter().revalidate();
    } else if (status === 403 && error.method === 'GET') {
      screenErrors.show({ status: 403, message: error.message }, currentHref());
    } else if (status === 500) {
      handleServerError(error);
    }
  };

  const api = createApiClient({ baseUrl: API_BASE, onError: onApiError, fetchImpl: fetchLike });
  const quietApi = createApiClient({ baseUrl: API_BASE, fetchImpl: fetchLike });
  const session = createSessionStore({
    load: () => getSession(quietApi),
    onLoadError: (error) => reporting.reportError(error, 'GET /api/auth/session'),
  });
  const queryClient = createQueryClient();
  const refreshSession = async (): Promise<Session | null> => {
    const before = session.getSnapshot();
    const previous = before.status === 'ready' ? before.session : null;
    const next = await session.refresh();
    if ((previous?.user.id ?? null) !== (next?.user.id ?? null)) {
      // Another user (or none): nothing cached for the previous one may show, and the page's
      // guards decide again (a private page sends a signed-out visitor to sign in).
      queryClient.clear();
      if (router) await router.revalidate();
    } else if ((previous?.team?.id ?? null) !== (next?.team?.id ?? null)) {
      // Joined or left a team: every area's team data is stale.
      await queryClient.invalidateQueries();
    }
    return next;
  };
  const toasts = createToastStore();
  const i18n = createHostI18n({ locale: localeOfUrl(currentUrl(), readLocaleCookie()), resources: hostResources() });

  return {
    env,
    i18n,
    api,
    quietApi,
    toasts,
    session,
    refreshSession,
    queryClient,
    reloadGuard,
    reportError: reporting.reportError,
    page,
    screenErrors,
    currentLocale,
    currentHref,
    handleServerError,
    bindRouter(value) {
      router = value;
    },
    router: requireRouter,
    dispose() {
      reporting.uninstall();
      toasts.dispose();
      queryClient.clear();
    },
  };
}
