import { act, screen, waitFor, within } from '@testing-library/react';
import { CANDIDATE, disposeShells, locationOf, RECRUITER, renderShell } from '../../testing/render-shell';
import { installStubRemotes, remoteAreaLog } from '../../testing/stub-remotes';

beforeEach(async () => {
  sessionStorage.clear();
  localStorage.clear();
  await installStubRemotes();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  disposeShells();
  jest.restoreAllMocks();
});

describe('landing page', () => {
  it.each(['/ru', '/ru/ru'])('%s: a public Russian page whose search box opens /ru/search?q=…', async (path) => {
    const { router, user } = await renderShell(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Находите нужных людей быстрее' })).toBeInTheDocument();
    const search = screen.getByRole('search');
    await user.type(within(search).getByRole('searchbox', { name: 'Поиск резюме' }), 'java AND spring');
    await user.click(within(search).getByRole('button', { name: 'Найти' }));
    await waitFor(() => expect(locationOf(router)).toBe('/ru/search?q=java+AND+spring'));
  });

  it('/: the same public page in English, signed out, not a sign-in prompt', async () => {
    await renderShell('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find the right people faster' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a team account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Browse open vacancies' })).toHaveAttribute('href', '/vacancies');
  });

  it('leads from each card somewhere: recruiters to a team account, candidates to the open vacancies', async () => {
    await renderShell('/ru');
    expect(await screen.findByRole('link', { name: 'Создать аккаунт команды' })).toHaveAttribute('href', '/ru/register');
    expect(screen.getByRole('link', { name: 'Открытые вакансии' })).toHaveAttribute('href', '/ru/vacancies');
  });

  it('shows the dashboard to a signed-in user', async () => {
    await renderShell('/ru', { session: RECRUITER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Главная' })).toBeInTheDocument();
  });
});

describe('dashboard', () => {
  it("mounts the recruiter's three widgets from their remotes", async () => {
    await renderShell('/', { session: RECRUITER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Hello, Demo Recruiter')).toBeInTheDocument();
    expect(screen.getByTestId('remote-search/widgets/recent-searches')).toBeInTheDocument();
    expect(screen.getByTestId('remote-user/widgets/scout-results')).toBeInTheDocument();
    expect(screen.getByTestId('remote-team/widgets/open-vacancies')).toBeInTheDocument();
  });

  it('keeps the page when one widget fails: that widget shows its error, the others stay', async () => {
    remoteAreaLog.failingRemotes.add('user');
    const { page } = await renderShell('/', { session: RECRUITER });
    const failed = await screen.findByRole('alert');
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByTestId('remote-search/widgets/recent-searches')).toBeInTheDocument();
    expect(screen.getByTestId('remote-team/widgets/open-vacancies')).toBeInTheDocument();
    // A widget's failure never reloads the whole page.
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('tells a recruiter whose address is not verified, up front, with the link to the account page; a candidate never', async () => {
    await renderShell('/ru', { session: { ...RECRUITER, user: { ...RECRUITER.user, emailVerified: false } } });
    const notice = await screen.findByRole('region', { name: 'Подтвердите адрес электронной почты' });
    expect(within(notice).getByRole('link', { name: 'Отправить ссылку ещё раз на странице «Аккаунт»' })).toHaveAttribute('href', '/ru/user/account');
    disposeShells();
    await renderShell('/', { session: { ...CANDIDATE, user: { ...CANDIDATE.user, emailVerified: false } } });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByRole('region', { name: 'Verify your e-mail address' })).toBeNull();
  });

  it('shows a candidate only what a candidate can use', async () => {
    await renderShell('/', { session: CANDIDATE });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByTestId('remote-search/widgets/recent-searches')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-team/widgets/open-vacancies')).not.toBeInTheDocument();
  });
});

describe('sign-in flow and promo codes', () => {
  it('retries a promo code saved after a 401 once the user has signed in', async () => {
    localStorage.setItem('utmParams', 'utm_campaign=welcome');
    let signedIn = false;
    const { user, router, fetchMock } = await renderShell('/login', {
      routes: {
        'POST /api/auth/login': () => {
          signedIn = true;
          return { body: RECRUITER };
        },
        'GET /api/auth/session': () => ({ body: { session: signedIn ? RECRUITER : null } }),
        'GET /api/set_promocode': { body: { credits: 10, balance: 35 } },
      },
    });
    await user.type(await screen.findByLabelText(/E-mail/), 'demo@example.com');
    await user.type(screen.getByLabelText(/Password/), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Promo code activated successfully!')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/set_promocode?utm_campaign=welcome', expect.objectContaining({ method: 'GET' }));
    expect(localStorage.getItem('utmParams')).toBeNull();
    await waitFor(() => expect(locationOf(router)).toBe('/'));
    // The campaign's credits reach the shell: the session is read again.
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/session')).toHaveLength(2));
  });

  it('tells a wrong password apart from other failures', async () => {
    const { user } = await renderShell('/ru/login', {
      routes: { 'POST /api/auth/login': { status: 401, body: { error: { code: 'invalid_credentials', message: 'Wrong' } } } },
    });
    await user.type(await screen.findByLabelText(/E-mail/), 'demo@example.com');
    await user.type(screen.getByLabelText(/Пароль/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный e-mail или пароль.');
  });

  it('registers a recruiter with a team and lands on the dashboard', async () => {
    const register = jest.fn(() => ({ status: 201, body: RECRUITER }));
    const { user, router } = await renderShell('/register', {
      routes: { 'POST /api/auth/register': (init) => register.call(null, JSON.parse(String(init?.body))) },
    });
    await user.type(await screen.findByLabelText(/Your name/), 'Demo Recruiter');
    await user.type(screen.getByLabelText(/Team name/), 'Acme hiring');
    await user.type(screen.getByLabelText(/E-mail/), 'new@example.com');
    await user.type(screen.getByLabelText(/Password/), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(locationOf(router)).toBe('/'));
    expect(register).toHaveBeenCalledWith({
      name: 'Demo Recruiter',
      email: 'new@example.com',
      password: 'long-enough',
      kind: 'recruiter',
      teamName: 'Acme hiring',
      locale: 'en',
    });
  });
});

describe('UI-kit pages', () => {
  it('/Test raises each toast type from its named button', async () => {
    const { user } = await renderShell('/Test');
    for (const [button, message] of [
      ['Show success toast', 'Saved successfully'],
      ['Show info toast', 'A new version of the search is available'],
      ['Show warning toast', 'Only 3 contact reveals left'],
      ['Show error toast', 'Could not save the changes'],
    ]) {
      await user.click(await screen.findByRole('button', { name: button! }));
      expect(await screen.findByText(message!)).toBeInTheDocument();
    }
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(within(region).getAllByRole('progressbar')).toHaveLength(4);
  });

  it('/ru/Test names the toast buttons in Russian', async () => {
    await renderShell('/ru/Test');
    for (const name of [
      'Показать уведомление об успехе',
      'Показать информационное уведомление',
      'Показать предупреждение',
      'Показать уведомление об ошибке',
    ]) {
      expect(await screen.findByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('/Test2 shows the remaining kit components and links back', async () => {
    const { user } = await renderShell('/Test2');
    expect(await screen.findByRole('heading', { name: 'Select, checkbox and switch' })).toBeInTheDocument();
    for (const name of ['Tags', 'Card', 'Modal', 'Pagination', 'Skeleton and spinner', 'Empty states']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Open the dialog' }));
    expect(await screen.findByRole('dialog', { name: 'Delete the list?' })).toBeInTheDocument();
    await act(async () => {
      await user.keyboard('{Escape}');
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
