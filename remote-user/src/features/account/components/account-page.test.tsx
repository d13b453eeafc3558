import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@platform/shared/router';
import { renderInUser } from '../../../testing/render-user';
import type { Account } from '../api/account-calls';
import { AccountPage } from './account-page';

const account: Account = {
  id: 'u-1',
  email: 'olga@example.test',
  name: 'Olga',
  kind: 'recruiter',
  locale: 'en',
  theme: 'light',
  createdAt: '2024-01-01T00:00:00Z',
  team: { id: 't-1', name: 'Acme', role: 'owner', plan: 'starter', credits: 30 },
  promoHistory: [{ campaign: 'welcome', credits: 10, activatedAt: '2024-02-01T00:00:00Z' }],
};

function renderAccount(routes: Parameters<typeof renderInUser>[1] extends infer O ? (O extends { routes?: infer R } ? R : never) : never) {
  const loadPage = jest.fn();
  const result = renderInUser(
    <MemoryRouter>
      <AccountPage loadPage={loadPage} />
    </MemoryRouter>,
    { routes: { 'GET /api/user/account': { body: account }, ...routes } },
  );
  return { ...result, loadPage };
}

describe('AccountPage', () => {
  it('shows the plan, the credits and the promo history', async () => {
    renderAccount({});
    expect(await screen.findByText('starter')).toBeInTheDocument();
    expect(screen.getByText('30')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Promo codes you activated' })).toHaveTextContent('welcome');
    expect(screen.getByRole('link', { name: 'Download my data (JSON)' })).toHaveAttribute('href', '/api/user/account/export');
  });

  it('saves the name in place', async () => {
    const user = userEvent.setup();
    const { mountProps, loadPage } = renderAccount({ 'PATCH /api/user/account': { body: { ...account, name: 'Olga P.' } } });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Olga P.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mountProps?.recorded.toasts).toEqual([{ type: 'success', message: 'Profile saved.' }]));
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('loads the page again in the chosen language after saving language and theme', async () => {
    const user = userEvent.setup();
    const { mountProps, loadPage } = renderAccount({ 'PATCH /api/user/account': { body: { ...account, locale: 'ru', theme: 'dark' } } });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'ru');
    await user.click(screen.getByRole('switch', { name: /Dark theme/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/ru/user/account'));
    expect(mountProps?.recorded.requests.find((request) => request.method === 'PATCH')?.body).toEqual({ name: 'Olga', locale: 'ru', theme: 'dark' });
  });

  it('shows a wrong current password next to its field', async () => {
    const user = userEvent.setup();
    renderAccount({
      'POST /api/user/account/password': {
        status: 400,
        body: { error: { code: 'wrong_password', message: 'The password is wrong.', fields: [{ path: 'currentPassword', message: 'The password is wrong.' }] } },
      },
    });
    await user.type(await screen.findByLabelText(/Current password/), 'nope-nope');
    await user.type(screen.getByLabelText(/New password/), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password is wrong.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Current password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes the account after the password and goes to the main page', async () => {
    const user = userEvent.setup();
    const { mountProps, loadPage } = renderAccount({ 'POST /api/user/account/delete': { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(dialog).toHaveTextContent('Your password, to confirm');
    expect(loadPage).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Your password, to confirm/), 'test-password-1');
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
    expect(mountProps?.recorded.requests.at(-1)?.body).toEqual({ password: 'test-password-1' });
  });
});
