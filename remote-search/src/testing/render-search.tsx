import type { Locale, Session } from '@platform/shared';
import { createTestI18n, createTestMountProps, type FakeRoute, renderWithProviders } from '@platform/shared/testing';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import en from '../locales/en.json';
import ru from '../locales/ru.json';

/** A test i18next instance carrying the UI kit's and this remote's messages. */
export function createSearchI18n(locale: Locale = 'en') {
  const i18n = createTestI18n(locale);
  i18n.addResourceBundle('en', 'search', en);
  i18n.addResourceBundle('ru', 'search', ru);
  return i18n;
}

export interface RenderSearchOptions {
  /** The page address, locale prefix included (e.g. `/ru/search?q=go`). */
  url?: string;
  locale?: Locale;
  session?: Session | null;
  routes?: Record<string, FakeRoute>;
}

/** Renders a component of this remote as the host would mount it, at `url`, over fake API answers. */
export function renderSearch(ui: ReactElement, { url = '/search', locale = 'en', session = null, routes = {} }: RenderSearchOptions = {}) {
  window.history.replaceState(null, '', url);
  const i18n = createSearchI18n(locale);
  const props = createTestMountProps({ locale, i18n, session, routes });
  const user = userEvent.setup();
  return { ...renderWithProviders(ui, { locale, i18n, mountProps: props }), props, user };
}
