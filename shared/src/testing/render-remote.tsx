import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { DEFAULT_LOCALE, type Locale, type Session } from '@platform/contract';
import { MemoryRouter } from '@platform/shared/router';
import type { FakeRoute } from './fake-fetch';
import { createTestMountProps, type TestMountProps } from './mount-props';
import { renderWithProviders, type RenderWithProvidersResult } from './render';
import { createTestI18n } from './test-i18n';

/** A remote's i18next namespace and its message bundles (its `locales/en.json` and `ru.json`). */
export interface RemoteMessages {
  namespace: string;
  messages: Record<Locale, object>;
}

/**
 * A fresh test i18next instance (see `createTestI18n`) carrying the UI kit's bundles and the
 * remote's own, in both locales, as the host has it once the remote is mounted.
 */
export function createRemoteTestI18n({ namespace, messages }: RemoteMessages, locale: Locale = DEFAULT_LOCALE): I18n {
  const i18n = createTestI18n(locale);
  for (const [language, bundle] of Object.entries(messages)) i18n.addResourceBundle(language, namespace, bundle);
  return i18n;
}

/** Options of {@link renderRemote}: the remote's messages, and the mount it is rendered in. */
export interface RenderRemoteOptions extends RemoteMessages {
  /** Defaults to `en`. */
  locale?: Locale;
  /** The signed-in user in the mount props; defaults to `null` (anonymous). */
  session?: Session | null;
  /** What `session.refresh()` resolves with; defaults to `session`. */
  refreshedSession?: Session | null;
  /** The fake API's answers, keyed `'<METHOD> <path>'` (see `createFakeFetch`). */
  routes?: Record<string, FakeRoute>;
  /**
   * Sets the browser's address first (locale prefix included, e.g. `/ru/search?q=go`), for a
   * component that reads `window.location` or runs its own `BrowserRouter`.
   */
  url?: string;
  /** Renders `ui` inside a `MemoryRouter` at this locale-free path (e.g. `/team/vacancy/7`), for route elements. */
  route?: string;
}

/** What {@link renderRemote} returns: Testing Library's result, the mount props and a user-event session. */
export interface RenderRemoteResult extends RenderWithProvidersResult {
  /** The mount props in context: `mountProps.recorded` holds the requests, navigations, toasts… */
  mountProps: TestMountProps;
  /** A `userEvent.setup()` session for clicks and typing. */
  user: ReturnType<typeof userEvent.setup>;
}

/**
 * Renders part of a remote the way the host mounts it: inside the parcel's mount props (real API
 * client over a fake fetch, recorded navigation and toasts), with the UI kit's and the remote's
 * messages in the chosen locale. Each remote wraps it once with its own namespace and messages.
 *
 * @example
 * const TEAM = { namespace: 'team', messages: { en, ru } };
 * const { mountProps, user } = renderRemote(<TeamRoutes />, { ...TEAM, route: '/team', routes: { 'GET /api/team': { body: team } } });
 * expect(mountProps.recorded.requests).toHaveLength(1);
 */
export function renderRemote(ui: ReactElement, options: RenderRemoteOptions): RenderRemoteResult {
  const { locale = DEFAULT_LOCALE, session = null, refreshedSession, routes = {}, url, route } = options;
  if (url !== undefined) window.history.replaceState(null, '', url);
  const i18n = createRemoteTestI18n(options, locale);
  const mountProps = createTestMountProps({ locale, i18n, session, routes, ...(refreshedSession === undefined ? {} : { refreshedSession }) });
  const user = userEvent.setup();
  const tree = route === undefined ? ui : <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>;
  return { ...renderWithProviders(tree, { locale, i18n, mountProps }), mountProps, user };
}
