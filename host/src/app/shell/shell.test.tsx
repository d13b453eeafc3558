import { act, screen, waitFor, within } from '@testing-library/react';
import type { RouteGuard } from '@platform/contract';
import { apiError } from '../../testing/fake-fetch';
import { disposeShells, locationOf, RECRUITER, renderShell } from '../../testing/render-shell';
import { installStubRemotes, remoteAreaLog } from '../../testing/stub-remotes';
import { routeTable } from '../routes/route-table';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(async () => {
  sessionStorage.clear();
  localStorage.clear();
  clearCookies();
  await installStubRemotes();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  disposeShells();
  jest.restoreAllMocks();
});

describe('error screens', () => {
  it('shows the English 404 screen for an unknown path, titled brand + Error + code', async () => {
    await renderShell('/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Error 404' })).toBeInTheDocument();
    expect(screen.getByText('The page you requested was not found or has been removed')).toBeInTheDocument();
    expect(document.title).toBe('HireScope | Error 404');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it('shows the Russian 404 screen under /ru and its button goes to the Russian root', async () => {
    const { router, user } = await renderShell('/ru/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ошибка 404' })).toBeInTheDocument();
    expect(screen.getByText('Запрашиваемая страница не найдена или была удалена')).toBeInTheDocument();
    expect(document.title).toBe('HireScope | Ошибка 404');
    await waitFor(() => expect(document.documentElement.lang).toBe('ru'));
    await user.click(screen.getByRole('button', { name: 'Вернуться к поиску' }));
    await waitFor(() => expect(locationOf(router)).toBe('/ru'));
    // The landing page's module loads on first use, which can pass a second on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Находите нужных людей быстрее' }, { timeout: 15000 })).toBeInTheDocument();
  });

  it('lets the locale cookie decide the language of an unknown unprefixed path', async () => {
    document.cookie = 'i18n_redirected=ru; Path=/';
    await renderShell('/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ошибка 404' })).toBeInTheDocument();
  });

  it('shows the 404 screen when a route validity check fails', async () => {
    await renderShell('/cv/unknown/12', { session: RECRUITER });
    expect(await screen.findByRole('heading', { name: 'Error 404' })).toBeInTheDocument();
    expect(remoteAreaLog.mounts).toEqual([]);
  });

  it('the Back to search button takes a signed-in user to the root', async () => {
    const { router, user } = await renderShell('/nowhere', { session: RECRUITER });
    await user.click(await screen.findByRole('button', { name: 'Back to search' }));
    await waitFor(() => expect(locationOf(router)).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows a 500 with "Unknown route middleware: <name>" when a route names a guard nobody has', async () => {
    const table = [{ ...routeTable().find((entry) => entry.name === 'search:search')!, middleware: ['paywall' as RouteGuard] }];
    await renderShell('/search', { resolve: { table } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Error 500: Oops... something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Unknown route middleware: paywall')).toBeInTheDocument();
  });
});

describe('guards and remotes', () => {
  it('sends an anonymous visitor of a private page to sign in, then back', async () => {
    const { router, user } = await renderShell('/team/analytics', {
      routes: { 'POST /api/auth/login': { body: RECRUITER } },
    });
    await waitFor(() => expect(locationOf(router)).toBe('/login?redirect=/team/analytics'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/E-mail/), 'demo@example.com');
    await user.type(screen.getByLabelText(/Password/), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(locationOf(router)).toBe('/team/analytics'));
    // The first load of the area's module (and the layout's) can pass a second on a busy machine.
    expect(await screen.findByTestId('remote-team/app', {}, { timeout: 15000 })).toBeInTheDocument();
  });

  it('keeps the Russian locale on the way to sign in', async () => {
    const { router } = await renderShell('/ru/user/history');
    await waitFor(() => expect(locationOf(router)).toBe('/ru/login?redirect=/ru/user/history'));
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeInTheDocument();
  });

  it('mounts a remote with the locale base path and keeps it mounted while the route stays in it', async () => {
    const { router } = await renderShell('/ru/team', { session: RECRUITER });
    const area = await screen.findByTestId('remote-team/app');
    expect(area).toHaveAttribute('data-base-path', '/ru');
    expect(area).toHaveAttribute('data-locale', 'ru');
    await act(() => router.navigate('/ru/team/vacancy/5'));
    await act(() => router.navigate('/ru/team/analytics'));
    expect(screen.getByTestId('remote-team/app')).toBe(area);
    expect(remoteAreaLog.mounts).toEqual([{ remote: 'team', module: './app' }]);
    await act(() => router.navigate('/ru/search'));
    expect(await screen.findByTestId('remote-search/app')).toBeInTheDocument();
  });

  it("titles each remote page by its declared title in the page's language, and announces it after a navigation", async () => {
    const { router } = await renderShell('/ru/team', { session: RECRUITER });
    await screen.findByTestId('remote-team/app');
    expect(document.title).toBe('Команда | HireScope');
    await act(() => router.navigate('/ru/team/analytics'));
    await waitFor(() => expect(document.title).toBe('Аналитика | HireScope'));
    await waitFor(() => expect(screen.getAllByRole('status').map((node) => node.textContent)).toContain('Аналитика | HireScope'));
    await act(() => router.navigate('/search'));
    await waitFor(() => expect(document.title).toBe('Search CVs | HireScope'));
    await act(() => router.navigate('/team/vacancy/5'));
    await waitFor(() => expect(document.title).toBe('HireScope'));
  });

  it("hands the remote a navigate that adds the locale prefix", async () => {
    const { router } = await renderShell('/ru/search');
    await screen.findByTestId('remote-search/app');
    await act(async () => remoteAreaLog.lastProps.get('search/app')?.navigate('/cv/internal/7'));
    await waitFor(() => expect(locationOf(router)).toBe('/ru/cv/internal/7'));
  });

  it('hands remotes the toast service, the host i18n instance and the session', async () => {
    const { host } = await renderShell('/search', { session: RECRUITER });
    await screen.findByTestId('remote-search/app');
    const props = remoteAreaLog.lastProps.get('search/app')!;
    expect(props.i18n).toBe(host.i18n);
    expect(props.session.current).toEqual(RECRUITER);
    expect(props.basePath).toBe('/');
    act(() => {
      props.toast.show({ type: 'warning', message: 'Raised by a remote' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByText('Raised by a remote')).toBeInTheDocument();
  });

  it("replaces the area with the host's error screen when a remote asks, until the user leaves", async () => {
    const { router } = await renderShell('/cv/internal/404');
    await screen.findByTestId('remote-cv/app');
    act(() => remoteAreaLog.lastProps.get('cv/app')?.showErrorScreen(404));
    expect(await screen.findByRole('heading', { name: 'Error 404' })).toBeInTheDocument();
    expect(screen.getByTestId('remote-cv/app').parentElement).not.toBeVisible();
    // The header stays: the rest of the shell works.
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await act(() => router.navigate('/cv/internal/5'));
    expect(screen.queryByRole('heading', { name: 'Error 404' })).not.toBeInTheDocument();
    expect(screen.getByTestId('remote-cv/app').parentElement).toBeVisible();
  });
});

describe('API error handling', () => {
  it('shows the 403 screen for a forbidden GET', async () => {
    const { host } = await renderShell('/team/vacancy/3/Mailings', {
      session: RECRUITER,
      routes: { 'GET /api/team/vacancies/3/mailings': apiError(403, 'forbidden', 'Not your team') },
    });
    await screen.findByTestId('remote-team/app');
    await act(async () => {
      await host.api.get('/team/vacancies/3/mailings').catch(() => undefined);
    });
    expect(await screen.findByRole('heading', { name: 'Error 403' })).toBeInTheDocument();
    expect(screen.getByText('Access to this page is denied')).toBeInTheDocument();
  });

  it('sends a 500 to the root with a full load, and shows the 500 screen if it repeats within 10 s', async () => {
    const { host, page } = await renderShell('/ru/search', {
      routes: { 'POST /api/webapp/resumes_search/resumes/': apiError(500, 'internal_error', 'Boom', 'Поиск временно недоступен') },
    });
    await screen.findByTestId('remote-search/app');
    await act(async () => {
      await host.api.post('/webapp/resumes_search/resumes/', {}).catch(() => undefined);
    });
    expect(page.assign).toHaveBeenCalledWith('/ru');

    // The reloaded page (a new host, same tab) meets the 500 again at once: no loop.
    const second = await renderShell('/ru/search', {
      routes: { 'POST /api/webapp/resumes_search/resumes/': apiError(500, 'internal_error', 'Boom', 'Поиск временно недоступен') },
    });
    await act(async () => {
      await second.host.api.post('/webapp/resumes_search/resumes/', {}).catch(() => undefined);
    });
    expect(second.page.assign).not.toHaveBeenCalled();
    expect(await screen.findByText('Поиск временно недоступен')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ошибка 500: Упс... что-то пошло не так' })).toBeInTheDocument();
  });

  it('treats a 401 on a private page as an expired session: off to sign in', async () => {
    const { host, router } = await renderShell('/user/favourites', {
      session: RECRUITER,
      routes: { 'GET /api/user/favourites': apiError(401, 'unauthenticated', 'Sign in to continue.') },
    });
    await screen.findByTestId('remote-user/app');
    await act(async () => {
      await host.api.get('/user/favourites').catch(() => undefined);
    });
    await waitFor(() => expect(locationOf(router)).toBe('/login?redirect=/user/favourites'));
  });
});

describe('reloads after a deploy', () => {
  it('turns the next navigation into a full page load once a newer build is known', async () => {
    let updated = false;
    const { router, page } = await renderShell('/search', { updateAvailable: () => updated });
    await screen.findByTestId('remote-search/app');
    expect(page.assign).not.toHaveBeenCalled();
    updated = true;
    act(() => {
      void router.navigate('/cv/internal/3?tab=work');
    });
    await waitFor(() => expect(page.assign).toHaveBeenCalledWith('/cv/internal/3?tab=work'));
  });

  it('reloads once when a chunk fails, then shows the area error with a retry while the header stays usable', async () => {
    const chunkError = () => Promise.reject(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }));
    const failingPages = {
      dashboard: chunkError,
      landing: chunkError,
      login: chunkError,
      register: chunkError,
      'forgot-password': chunkError,
      'reset-password': chunkError,
      'verify-email': chunkError,
      'ui-kit': chunkError,
      'ui-kit-2': chunkError,
    };
    const first = await renderShell('/Test', { resolve: { pages: failingPages } });
    expect(first.page.reload).toHaveBeenCalledTimes(1);
    first.unmount();

    const second = await renderShell('/Test', { resolve: { pages: failingPages } });
    expect(second.page.reload).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'This part of the page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search' })).toBeInTheDocument();
  });

  it('reloads once when a remote fails to load, then offers a retry', async () => {
    remoteAreaLog.failingRemotes.add('search');
    const first = await renderShell('/search');
    await waitFor(() => expect(first.page.reload).toHaveBeenCalledTimes(1));
    first.unmount();

    const second = await renderShell('/search');
    const alert = await screen.findByRole('alert');
    expect(second.page.reload).not.toHaveBeenCalled();
    remoteAreaLog.failingRemotes.clear();
    await second.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('remote-search/app')).toBeInTheDocument();
  });
});

describe('header', () => {
  it('switches the language to the same page and remembers it in the cookie', async () => {
    const { router, user } = await renderShell('/search?q=java');
    await screen.findByTestId('remote-search/app');
    await user.click(screen.getByRole('link', { name: 'RU' }));
    await waitFor(() => expect(locationOf(router)).toBe('/ru/search?q=java'));
    expect(document.cookie).toContain('i18n_redirected=ru');
    expect(await screen.findByRole('link', { name: 'Поиск' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('ru'));
  });

  it('offers a skip link to the main content', async () => {
    await renderShell('/search');
    const skip = await screen.findByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(document.getElementById('main-content')?.tagName).toBe('MAIN');
  });

  it('signs out and re-checks the page guards', async () => {
    const { router, user } = await renderShell('/team', { session: RECRUITER, routes: { 'POST /api/auth/logout': { status: 204 } } });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(locationOf(router)).toBe('/login?redirect=/team'));
  });
});
