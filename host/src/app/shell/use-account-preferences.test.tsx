import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Locale, Session } from '@platform/contract';
import { MemoryRouter, useLocation } from '@platform/shared/router';
import { ThemeProvider, useTheme } from '../../features/theme';
import { useAccountPreferences } from './use-account-preferences';

const ALTERNATES: Record<Locale, string> = { en: '/user/account', ru: '/ru/user/account' };

function session(user: Partial<Session['user']> = {}): Session {
  return { user: { id: 'u-1', email: 'a@b.co', name: 'A', kind: 'recruiter', locale: 'en', theme: 'light', ...user }, team: null };
}

function wrapper({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={['/user/account']}>
      <ThemeProvider initialTheme="light">{children}</ThemeProvider>
    </MemoryRouter>
  );
}

function renderPreferences(initial: Session | null) {
  return renderHook(
    ({ current }: { current: Session | null }) => {
      useAccountPreferences(current, 'en', ALTERNATES);
      return { theme: useTheme(), path: useLocation().pathname };
    },
    { wrapper, initialProps: { current: initial } },
  );
}

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
});

describe('useAccountPreferences', () => {
  it('applies the theme of the session that arrives (sign-in, page load) and stores it with the locale cookie, leaving the page where it is', () => {
    const view = renderPreferences(null);
    view.rerender({ current: session({ theme: 'dark', locale: 'ru' }) });
    expect(view.result.current.theme.theme).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.cookie).toContain('i18n_redirected=ru');
    expect(view.result.current.path).toBe('/user/account');
  });

  it('follows a change saved on the account (a refreshed session): the theme switches and the page opens in the new locale', () => {
    const view = renderPreferences(session());
    view.rerender({ current: session({ theme: 'dark', locale: 'ru' }) });
    expect(view.result.current.theme.theme).toBe('dark');
    expect(view.result.current.path).toBe('/ru/user/account');
    expect(document.cookie).toContain('i18n_redirected=ru');
  });

  it('keeps a choice made in the header when a refresh changes nothing of the account’s', () => {
    const view = renderPreferences(session({ theme: 'dark' }));
    act(() => view.result.current.theme.setTheme('light'));
    // E.g. credits spent: a new session object, the same saved theme and locale.
    view.rerender({ current: session({ theme: 'dark' }) });
    expect(view.result.current.theme.theme).toBe('light');
    expect(view.result.current.path).toBe('/user/account');
  });
});
