import { screen, waitFor } from '@testing-library/react';
import type { Account, Session } from '@platform/contract';
import { disposeShells, locationOf, RECRUITER, renderShell } from '../../testing/render-shell';
import { installStubRemotes } from '../../testing/stub-remotes';

/** The account page's answer for `user`, as the API sends it (the client checks it against the contract). */
function accountOf(user: Session['user']): Account {
  return {
    id: user.id,
    email: user.email,
    emailVerifiedAt: '2026-01-05T10:00:00.000Z',
    pendingEmail: null,
    name: user.name,
    kind: user.kind,
    locale: user.locale ?? 'en',
    theme: user.theme ?? 'light',
    createdAt: '2026-01-05T10:00:00.000Z',
    team: null,
    promoHistory: [],
  };
}

/** A fake account server: the PATCHes it received, and the session it answers with what they saved. */
function accountServer(options: { failSaves?: boolean } = {}) {
  const saved: Array<Record<string, unknown>> = [];
  let user: Session['user'] = { ...RECRUITER.user, theme: 'light', locale: 'en' };
  const routes = {
    'GET /api/auth/session': () => ({ body: { session: { ...RECRUITER, user } } }),
    'PATCH /api/user/account': (init: RequestInit | undefined) => {
      const body: unknown = JSON.parse(String(init?.body ?? '{}'));
      if (typeof body !== 'object' || body === null) return { status: 400 };
      saved.push({ ...body });
      if (options.failSaves === true) return { status: 503, body: { error: { code: 'unavailable', message: 'Try later.' } } };
      user = { ...user, ...body };
      return { body: accountOf(user) };
    },
  };
  return { saved, routes, user: () => user };
}

beforeEach(async () => {
  localStorage.clear();
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
  await installStubRemotes();
});
afterEach(() => {
  disposeShells();
  jest.restoreAllMocks();
});

describe('the header saves the theme and language on the account', () => {
  it('saves the toggled theme for the signed-in user, and the session then carries it', async () => {
    const server = accountServer();
    const { user, host } = await renderShell('/search', { routes: server.routes });
    await screen.findByTestId('remote-search/app');
    await user.click(screen.getByRole('button', { name: 'Dark theme' }));
    await waitFor(() => expect(server.saved).toEqual([{ theme: 'dark' }]));
    await waitFor(() => {
      const snapshot = host.session.getSnapshot();
      expect(snapshot.status === 'ready' ? snapshot.session?.user.theme : undefined).toBe('dark');
    });
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('saves the language switched to, and the page stays in it', async () => {
    const server = accountServer();
    const { user, router } = await renderShell('/search?q=java', { routes: server.routes });
    await screen.findByTestId('remote-search/app');
    await user.click(screen.getByRole('link', { name: 'RU' }));
    await waitFor(() => expect(server.saved).toEqual([{ locale: 'ru' }]));
    await waitFor(() => expect(server.user().locale).toBe('ru'));
    await waitFor(() => expect(locationOf(router)).toBe('/ru/search?q=java'));
  });

  it('keeps the choice in this browser, without an alarm, when saving fails', async () => {
    const server = accountServer({ failSaves: true });
    const { user } = await renderShell('/search', { routes: server.routes });
    await screen.findByTestId('remote-search/app');
    await user.click(screen.getByRole('button', { name: 'Dark theme' }));
    await waitFor(() => expect(server.saved).toEqual([{ theme: 'dark' }]));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // No toast: the only status region is the page-title announcer, and it says nothing here.
    expect(screen.queryAllByRole('status').map((node) => node.textContent)).toEqual(screen.queryAllByRole('status').map(() => ''));
  });

  it('sends nothing for a visitor who is not signed in', async () => {
    const saved: unknown[] = [];
    const { user } = await renderShell('/search', {
      routes: {
        'PATCH /api/user/account': (init) => {
          saved.push(init?.body);
          return { status: 401 };
        },
      },
    });
    await screen.findByTestId('remote-search/app');
    await user.click(screen.getByRole('button', { name: 'Dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.click(screen.getByRole('link', { name: 'RU' }));
    expect(saved).toEqual([]);
  });
});
