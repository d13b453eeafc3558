import '../../testing/request-polyfill';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@platform/shared/react-i18next';
import { createMemoryRouter, RouterProvider } from '@platform/shared/router';
import { createTestI18n } from '../../testing/i18n';
import { createHostI18n } from './create-i18n';
import { localeCookie, readLocaleCookie } from './locale-cookie';
import { LocaleSwitcher } from './locale-switcher';
import { normalizeLocale, resolveLocale } from './resolve-locale';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

describe('locale resolution', () => {
  it('takes the route locale first, then the cookie, then en', () => {
    expect(resolveLocale('ru', 'en')).toBe('ru');
    expect(resolveLocale('en', 'ru')).toBe('en');
    expect(resolveLocale(null, 'ru')).toBe('ru');
    expect(resolveLocale(null, null)).toBe('en');
  });

  it('maps the translation layer default en-US (and other tags) to platform locales', () => {
    expect(normalizeLocale('en-US')).toBe('en');
    expect(normalizeLocale('ru-RU')).toBe('ru');
    expect(normalizeLocale('de')).toBe('en');
  });

  it('reads the i18n_redirected cookie and ignores unknown values', () => {
    expect(readLocaleCookie('a=1; i18n_redirected=ru; b=2')).toBe('ru');
    expect(readLocaleCookie('i18n_redirected=fr')).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
  });

  it('remembers a locale for 365 days on the whole site', () => {
    expect(localeCookie('ru')).toBe('i18n_redirected=ru; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});

describe('host i18n instance', () => {
  it('falls back from ru to en for a key Russian lacks, and never shows other languages', () => {
    const i18n = createHostI18n({
      locale: 'ru',
      resources: { en: { host: { only: 'English only', both: 'Both' } }, ru: { host: { both: 'Оба' } } },
    });
    expect(i18n.t('both')).toBe('Оба');
    expect(i18n.t('only')).toBe('English only');
    expect(i18n.options.fallbackLng).toEqual({ ru: ['en'], default: ['en'] });
  });

  it('registers the host and UI kit namespaces in both locales', () => {
    const i18n = createTestI18n('ru');
    expect(i18n.hasResourceBundle('en', 'host')).toBe(true);
    expect(i18n.hasResourceBundle('ru', 'host')).toBe(true);
    expect(i18n.hasResourceBundle('ru', 'ui')).toBe(true);
    expect(i18n.t('ui:close')).toBe('Закрыть');
    expect(i18n.t('errors.notFound')).toBe('Запрашиваемая страница не найдена или была удалена');
  });
});

describe('language switcher', () => {
  beforeEach(clearCookies);

  function renderSwitcher(locale: 'en' | 'ru') {
    const router = createMemoryRouter(
      [
        { path: '*', element: <LocaleSwitcher locale={locale} hrefs={{ en: '/cv/internal/1?tab=a', ru: '/ru/cv/internal/1?tab=a' }} /> },
      ],
      { initialEntries: [locale === 'ru' ? '/ru/cv/internal/1?tab=a' : '/cv/internal/1?tab=a'] },
    );
    render(
      <I18nextProvider i18n={createTestI18n(locale)}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    return router;
  }

  it('offers EN and RU, marks the current one, and opens the same page in the other locale', async () => {
    const router = renderSwitcher('en');
    expect(screen.getByRole('link', { name: 'EN' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'RU' }));
    expect(router.state.location.pathname).toBe('/ru/cv/internal/1');
    expect(router.state.location.search).toBe('?tab=a');
    expect(readLocaleCookie()).toBe('ru');
  });

  it('switches back to English and sets the cookie to en', async () => {
    const router = renderSwitcher('ru');
    expect(screen.getByRole('navigation', { name: 'Язык' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'EN' }));
    expect(router.state.location.pathname).toBe('/cv/internal/1');
    expect(readLocaleCookie()).toBe('en');
  });
});
