import { createInstance } from 'i18next';
import { mountRootParcel } from 'single-spa';
import {
  AUTH_ROUTES,
  type AUTH_ENDPOINTS,
  CONTRACT_VERSION,
  DEFAULT_THEME,
  type Locale,
  LOCALE_FALLBACKS,
  type RemoteAppModule,
  type RemoteMountProps,
  type Session,
  splitLocalePath,
  type ToastApi,
} from '@platform/contract';
import { createApiClient } from '../api';
import { loadCall } from '../api/load-call';
import { createQueryClient } from '../query';
import { UI_NAMESPACE, UI_RESOURCES } from '../ui';

/** Toasts of the standalone harness: a plain live region, enough to see what a remote raises. */
function createHarnessToasts(): ToastApi {
  const region = document.createElement('div');
  region.setAttribute('aria-live', 'polite');
  region.style.cssText = 'position:fixed;right:1rem;bottom:1rem;display:grid;gap:.5rem';
  document.body.append(region);
  return {
    show(options) {
      const key = options.key ?? String(Date.now());
      const item = document.createElement('div');
      item.dataset.key = key;
      item.textContent = `${options.type}: ${options.message}${options.description ? ` — ${options.description}` : ''}`;
      region.append(item);
      const seconds = options.duration ?? 3;
      if (seconds > 0) setTimeout(() => item.remove(), seconds * 1000);
      return key;
    },
    close(key) {
      region.querySelector(`[data-key="${CSS.escape(key)}"]`)?.remove();
    },
  };
}

/**
 * Mounts a remote's parcel alone, outside the host, with real services against the API proxied
 * by the dev server: how a remote's team works on it without the rest of the platform.
 */
export async function mountStandalone(appModule: RemoteAppModule, domElement = document.getElementById('root')): Promise<void> {
  if (!domElement) throw new Error('mountStandalone: no #root element');
  const locale: Locale = splitLocalePath(window.location.pathname).locale ?? 'en';
  const i18n = createInstance();
  await i18n.init({
    lng: locale,
    fallbackLng: LOCALE_FALLBACKS[locale],
    resources: { en: { [UI_NAMESPACE]: UI_RESOURCES.en }, ru: { [UI_NAMESPACE]: UI_RESOURCES.ru } },
    interpolation: { escapeValue: false },
  });
  const api = createApiClient({ baseUrl: '/api' });
  const call = await loadCall();
  const readSession = () => call<typeof AUTH_ENDPOINTS.session>(api, AUTH_ROUTES.session, {}).then((answer) => answer.session);
  const current = await readSession().catch(() => null);
  // Refreshing the session re-renders the parcel with it, as the host's shell would.
  const refresh = async (): Promise<Session | null> => {
    const next = await readSession();
    props = { ...props, session: { current: next, refresh } };
    await parcel.update?.(props);
    return next;
  };
  let props: RemoteMountProps = {
    contractVersion: CONTRACT_VERSION,
    basePath: locale === 'ru' ? '/ru' : '/',
    locale,
    theme: DEFAULT_THEME,
    i18n,
    navigate: (path) => window.history.pushState(null, '', locale === 'ru' ? `/ru${path}` : path),
    toast: createHarnessToasts(),
    api,
    session: { current, refresh },
    queryClient: createQueryClient(),
    reportError: (error, context) => console.error(context ?? 'remote error', error),
    showErrorScreen: (status, message) => {
      domElement.textContent = `Error ${status}${message ? `: ${message}` : ''}`;
    },
  };
  const parcel = mountRootParcel(appModule, { ...props, domElement });
}
