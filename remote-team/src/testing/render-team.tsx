import type { Locale, Session } from '@platform/shared';
import { createTestI18n, createTestMountProps, renderWithProviders, type FakeRoute } from '@platform/shared/testing';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { TeamRoutes } from '../app/routes';
import en from '../locales/en.json';
import ru from '../locales/ru.json';

/** A recruiter session: owner of "Acme" unless told otherwise. */
export function recruiterSession(overrides: Partial<Session['user']> = {}, role: 'owner' | 'admin' | 'member' = 'owner'): Session {
  return {
    user: { id: 'u-1', email: 'olga@example.test', name: 'Olga', kind: 'recruiter', ...overrides },
    team: { id: 't-1', name: 'Acme', role, credits: 20 },
  };
}

export interface RenderTeamOptions {
  routes?: Record<string, FakeRoute>;
  session?: Session | null;
  locale?: Locale;
}

/** An i18next instance with the `ui` and `team` namespaces, as the host has it after mounting this area. */
export function createTeamI18n(locale: Locale = 'en') {
  const i18n = createTestI18n(locale);
  i18n.addResourceBundle('en', 'team', en);
  i18n.addResourceBundle('ru', 'team', ru);
  return i18n;
}

/** Renders an element inside this area's providers (mount props over a fake API, both namespaces). */
export function renderInTeam(ui: ReactElement, options: RenderTeamOptions = {}) {
  const locale = options.locale ?? 'en';
  const i18n = createTeamI18n(locale);
  const props = createTestMountProps({
    locale,
    i18n,
    routes: options.routes ?? {},
    session: options.session === undefined ? recruiterSession() : options.session,
  });
  return renderWithProviders(ui, { locale, i18n, mountProps: props });
}

/** Renders the area's routes at `path` (locale-free, e.g. `/team/vacancy/7`). */
export function renderTeamRoute(path: string, options: RenderTeamOptions = {}) {
  return renderInTeam(
    <MemoryRouter initialEntries={[path]}>
      <TeamRoutes />
    </MemoryRouter>,
    options,
  );
}
