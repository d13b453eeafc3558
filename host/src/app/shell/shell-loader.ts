import { type LoaderFunctionArgs, redirect } from '@platform/shared/router';
import { isChunkLoadError } from '../../features/chunk-guard';
import { readLocaleCookie } from '../../features/locale';
import type { Host } from '../host-interface';
import { prefetchFirstRequest } from '../routes/first-request';
import { localeOfUrl, type ResolveDependencies, resolveRoute } from '../routes/resolve-route';
import type { ShellData } from './shell-view';

export interface ShellLoaderOptions {
  host: Host;
  /** True once a newer build was released (the version poller): the next navigation is a full load. */
  isUpdateAvailable: () => boolean;
  /** Overrides for tests (route table, lazy modules). */
  resolve?: Partial<ResolveDependencies>;
}

// A page about to be replaced by a full load shows nothing new meanwhile.
const NEVER = new Promise<never>(() => undefined);

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * The loader of the shell's one route: runs before every navigation, so the target's layout,
 * guards and page are loaded (and the guards have spoken) before the address changes.
 */
export function createShellLoader({ host, isUpdateAvailable, resolve }: ShellLoaderOptions) {
  let firstNavigation = true;
  return async ({ request }: LoaderFunctionArgs): Promise<ShellData | Response> => {
    const url = new URL(request.url);
    const href = `${url.pathname}${url.search}${url.hash}`;
    if (!firstNavigation && isUpdateAvailable()) {
      host.page.assign(href);
      return NEVER;
    }
    firstNavigation = false;
    try {
      // The page's data starts now, beside its code: an open page at once, a guarded one once
      // the session is known.
      const pageData = { api: host.quietApi, queryClient: host.queryClient };
      const issued = prefetchFirstRequest(url, pageData, undefined);
      // Known before the first paint: the header and the landing page differ for a signed-in
      // user, and a flash of the anonymous version would be wrong. After start-up it is instant.
      const session = await host.session.ready();
      if (!issued) prefetchFirstRequest(url, pageData, session);
      const resolution = await resolveRoute(url, {
        getSession: () => host.session.ready(),
        cookieLocale: () => readLocaleCookie(),
        ...resolve,
      });
      if (resolution.kind === 'redirect') return redirect(resolution.to);
      await host.i18n.changeLanguage(resolution.locale);
      return { view: resolution, href };
    } catch (caught) {
      const error = toError(caught);
      const locale = localeOfUrl(url, readLocaleCookie());
      await host.i18n.changeLanguage(locale);
      if (isChunkLoadError(error)) {
        // A deploy replaced the chunks this page knows: one reload fetches the new ones.
        if (host.reloadGuard.tryReload(url.pathname)) {
          host.page.reload();
          return NEVER;
        }
        host.reportError(error, `chunk load failed twice within 10 s: ${url.pathname}`);
        return { view: { kind: 'chunk-error', locale, error }, href };
      }
      host.reportError(error, `route ${url.pathname}`);
      return { view: { kind: 'crash', locale, error }, href };
    }
  };
}
