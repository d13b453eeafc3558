import '../../testing/request-polyfill';
import type { Session } from '@platform/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@platform/shared/react-i18next';
import { createMemoryRouter, RouterProvider } from '@platform/shared/router';
import { createTestI18n } from '../../testing/i18n';
import { Header } from './header';
import { navItemsFor } from './nav-items';

const RECRUITER: Session = { user: { id: '1', email: 'r@x.io', name: 'Rita', kind: 'recruiter' }, team: null };
const CANDIDATE: Session = { user: { id: '2', email: 'c@x.io', name: 'Cole', kind: 'candidate' }, team: null };

function renderHeader(session: Session | null, ownCv: string | null = null, locale: 'en' | 'ru' = 'en') {
  const onSignOut = jest.fn();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Header
            homeHref="/"
            items={navItemsFor(session, ownCv)}
            userName={session?.user.name ?? null}
            credits={session?.team ? String(session.team.credits) : null}
            accountHref="/user/account"
            signInHref="/login"
            registerHref="/register"
            onSignOut={onSignOut}
            currentHref="/search"
            tools={<button type="button">Dark theme</button>}
          />
        ),
      },
    ],
    { initialEntries: ['/team'] },
  );
  render(
    <I18nextProvider i18n={createTestI18n(locale)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { onSignOut };
}

const navNames = () =>
  within(screen.getByRole('navigation', { name: /Main navigation|Основная навигация/ }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('header', () => {
  it("shows the team's credit balance to a recruiter in a team", () => {
    renderHeader({ ...RECRUITER, team: { id: '9', name: 'Acme', role: 'owner', credits: 42 } });
    expect(screen.getByText('Credits: 42')).toBeInTheDocument();
  });

  it('shows no balance without a team', () => {
    renderHeader(RECRUITER, null, 'ru');
    expect(screen.queryByText(/Кредиты/)).not.toBeInTheDocument();
  });

  it('shows recruiters every recruiting area', () => {
    renderHeader(RECRUITER);
    expect(navNames()).toEqual(['Search', 'Team', 'Vacancies', 'Analytics', 'Scouting', 'Favourites', 'History', 'Education']);
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows candidates Search, Jobs, their applications, their CV and Education", () => {
    renderHeader(CANDIDATE, '/cv/username/cole');
    expect(navNames()).toEqual(['Search', 'Jobs', 'My applications', 'My CV', 'Education']);
    expect(screen.getByRole('link', { name: 'My CV' })).toHaveAttribute('href', '/cv/username/cole');
  });

  it("sends a candidate without a public username to their account for 'My CV'", () => {
    expect(navItemsFor(CANDIDATE, null).find((item) => item.id === 'myCv')?.href).toBe('/user/account');
  });

  it("shows anonymous visitors Search, Jobs and the sign-in and register links", () => {
    renderHeader(null, null, 'ru');
    expect(navNames()).toEqual(['Поиск', 'Вакансии']);
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Регистрация' })).toHaveAttribute('href', '/register');
  });

  it('opens the account menu with the account link and sign-out, and closes it with Escape', async () => {
    const user = userEvent.setup();
    const { onSignOut } = renderHeader(RECRUITER);
    const menuButton = screen.getByRole('button', { name: 'Account menu: Rita' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/user/account');
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
    await user.click(menuButton);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('folds the navigation behind a Menu button on narrow screens', async () => {
    const user = userEvent.setup();
    renderHeader(RECRUITER);
    const menu = screen.getByRole('button', { name: /Menu/ });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toHaveAttribute('data-open', 'true');
  });
});
