import '../../testing/request-polyfill';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@platform/contract';
import { I18nextProvider } from '@platform/shared/react-i18next';
import { createMemoryRouter, RouterProvider } from '@platform/shared/router';
import { createTestI18n } from '../../testing/i18n';
import { Header } from './header';
import { type GroupedNavItem, groupNavItems, type NavNode } from './nav-items';

const RECRUITER: Session = { user: { id: '1', email: 'r@x.io', name: 'Rita', kind: 'recruiter' }, team: null };

const TEAM = { id: 'team', label: 'Team' };
const WORK = { id: 'work', label: 'My work' };
const RECRUITER_ITEMS: GroupedNavItem[] = [
  { id: 'search', href: '/search', label: 'Search' },
  { id: 'team', href: '/team', label: 'Team', exact: true, group: TEAM },
  { id: 'vacancies', href: '/team/vacancy', label: 'Vacancies', group: TEAM },
  { id: 'analytics', href: '/team/analytics', label: 'Analytics', group: TEAM },
  { id: 'scouting', href: '/user/scout', label: 'Scouting', group: WORK },
  { id: 'favourites', href: '/user/favourites', label: 'Favourites', group: WORK },
  { id: 'education', href: '/education', label: 'Education' },
];

function renderHeader(session: Session | null, items: NavNode[], locale: 'en' | 'ru' = 'en', at = '/team') {
  const onSignOut = jest.fn();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Header
            homeHref="/"
            items={items}
            userName={session?.user.name ?? null}
            credits={session?.team ? String(session.team.credits) : null}
            accountHref="/user/account"
            signInHref="/login"
            registerHref="/register"
            onSignOut={onSignOut}
            currentHref={at}
            tools={<button type="button">Dark theme</button>}
          />
        ),
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <I18nextProvider i18n={createTestI18n(locale)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { onSignOut };
}

const nav = () => within(screen.getByRole('navigation', { name: /Main navigation|Основная навигация/ }));

describe('header', () => {
  it("shows the team's credit balance to a recruiter in a team", () => {
    renderHeader({ ...RECRUITER, team: { id: '9', name: 'Acme', role: 'owner', credits: 42 } }, []);
    expect(screen.getByText('Credits: 42')).toBeInTheDocument();
  });

  it('shows no balance without a team', () => {
    renderHeader(RECRUITER, [], 'ru');
    expect(screen.queryByText(/Кредиты/)).not.toBeInTheDocument();
  });

  it('folds each area with several pages into one menu, keeping the order of the entries', () => {
    expect(groupNavItems(RECRUITER_ITEMS).map((node) => (node.kind === 'link' ? node.item.label : `${node.label} ▾`))).toEqual([
      'Search',
      'Team ▾',
      'My work ▾',
      'Education',
    ]);
    expect(groupNavItems([{ id: 'a', href: '/a', label: 'A', group: TEAM }])).toEqual([{ kind: 'link', item: { id: 'a', href: '/a', label: 'A' } }]);
  });

  it('shows the top-level links and one button per menu, the current area marked', () => {
    renderHeader(RECRUITER, groupNavItems(RECRUITER_ITEMS));
    expect(nav().getAllByRole('link').map((link) => link.textContent)).toEqual(['Search', 'Education']);
    expect(nav().getByRole('button', { name: 'Team' })).toHaveAttribute('data-current', 'true');
    expect(nav().getByRole('button', { name: 'My work' })).toHaveAttribute('data-current', 'false');
  });

  it.each([
    ['en', 'More'],
    ['ru', 'Ещё'],
  ] as const)('folds the areas past the row’s fourth entry into a %s "More" menu, so any number of areas fit', async (locale, more) => {
    const user = userEvent.setup();
    const extra: GroupedNavItem[] = [
      { id: 'reports', href: '/reports', label: 'Reports' },
      { id: 'billing', href: '/billing', label: 'Billing' },
    ];
    renderHeader(RECRUITER, groupNavItems([...RECRUITER_ITEMS, ...extra]), locale, '/billing');
    const row = nav().getAllByRole('button').map((button) => button.textContent?.replace('▾', '').trim());
    expect(row).toEqual(['Team', 'My work', more]);
    expect(nav().getAllByRole('link').map((link) => link.textContent)).toEqual(['Search']);
    const moreButton = nav().getByRole('button', { name: more });
    expect(moreButton).toHaveAttribute('data-current', 'true');
    await user.click(moreButton);
    expect(within(moreButton.parentElement ?? document.body).getAllByRole('link').map((link) => link.textContent)).toEqual(['Education', 'Reports', 'Billing']);
  });

  it('opens a menu from the keyboard, walks its links with Tab, and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderHeader(RECRUITER, groupNavItems(RECRUITER_ITEMS));
    const team = nav().getByRole('button', { name: 'Team' });
    team.focus();
    await user.keyboard('{Enter}');
    expect(team).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Team' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Vacancies' })).toHaveAttribute('href', '/team/vacancy');
    await user.keyboard('{Escape}');
    expect(team).toHaveAttribute('aria-expanded', 'false');
    expect(team).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Vacancies' })).not.toBeInTheDocument();
  });

  it('shows anonymous visitors their links and the sign-in and register links', () => {
    renderHeader(null, groupNavItems([{ id: 'search', href: '/search', label: 'Поиск' }]), 'ru');
    expect(nav().getAllByRole('link').map((link) => link.textContent)).toEqual(['Поиск']);
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Регистрация' })).toHaveAttribute('href', '/register');
  });

  it('opens the account menu with the account link and sign-out, and closes it with Escape', async () => {
    const user = userEvent.setup();
    const { onSignOut } = renderHeader(RECRUITER, groupNavItems(RECRUITER_ITEMS));
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
    renderHeader(RECRUITER, groupNavItems(RECRUITER_ITEMS));
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toHaveAttribute('data-open', 'true');
  });
});
