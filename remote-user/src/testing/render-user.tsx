import type { Locale, Session } from '@platform/shared';
import { createTestI18n, createTestMountProps, renderWithProviders, type FakeRoute } from '@platform/shared/testing';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { UserRoutes } from '../app/routes';
import en from '../locales/en.json';
import ru from '../locales/ru.json';

/** A recruiter session: a recruiter, owner of "Acme" unless told otherwise. */
export function recruiterSession(overrides: Partial<Session['user']> = {}, role: 'owner' | 'admin' | 'member' = 'owner'): Session {
  return {
    user: { id: 'u-1', email: 'olga@example.test', name: 'Olga', kind: 'recruiter', ...overrides },
    team: { id: 't-1', name: 'Acme', role, credits: 20 },
  };
}

export interface RenderUserOptions {
  routes?: Record<string, FakeRoute>;
  session?: Session | null;
  locale?: Locale;
}

/** An i18next instance with the `ui` and `user` namespaces, as the host has it after mounting this area. */
export function createUserI18n(locale: Locale = 'en') {
  const i18n = createTestI18n(locale);
  i18n.addResourceBundle('en', 'user', en);
  i18n.addResourceBundle('ru', 'user', ru);
  return i18n;
}

/** Renders an element inside this area's providers (mount props over a fake API, both namespaces). */
export function renderInUser(ui: ReactElement, options: RenderUserOptions = {}) {
  const locale = options.locale ?? 'en';
  const i18n = createUserI18n(locale);
  const props = createTestMountProps({
    locale,
    i18n,
    routes: options.routes ?? {},
    session: options.session === undefined ? recruiterSession() : options.session,
  });
  return renderWithProviders(ui, { locale, i18n, mountProps: props });
}

/** Renders the area's routes at `path` (locale-free, e.g. `/user/scout/result/7`). */
export function renderUserRoute(path: string, options: RenderUserOptions = {}) {
  return renderInUser(
    <MemoryRouter initialEntries={[path]}>
      <UserRoutes />
    </MemoryRouter>,
    options,
  );
}
