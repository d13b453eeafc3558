import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account, AccountSessions, CandidateSettings, Session } from '@platform/contract';
import { MemoryRouter } from '@platform/shared/router';
import { renderInUser, type RenderUserOptions } from '../../../testing/render-user';
import { AccountPage } from './account-page';

const account: Account = {
  id: 'u-1',
  email: 'olga@example.test',
  emailVerifiedAt: '2024-01-01T00:00:00Z',
  pendingEmail: null,
  name: 'Olga',
  kind: 'recruiter',
  locale: 'en',
  theme: 'light',
  createdAt: '2024-01-01T00:00:00Z',
  team: { id: 't-1', name: 'Acme', role: 'owner', plan: 'starter', credits: 30 },
  promoHistory: [{ campaign: 'welcome', credits: 10, activatedAt: '2024-02-01T00:00:00Z' }],
};

const CANDIDATE: Session = { user: { id: 'u-1', email: 'olga@example.test', name: 'Olga', kind: 'candidate' }, team: null };

const sessions: AccountSessions = {
  sessions: [
    { id: 's-1', device: 'Firefox on Linux', createdAt: '2024-03-01T00:00:00Z', lastSeenAt: '2024-03-02T00:00:00Z', current: true },
    { id: 's-2', device: 'Safari on iPhone', createdAt: '2024-03-01T00:00:00Z', lastSeenAt: '2024-03-01T10:00:00Z', current: false },
  ],
};

function renderAccount(routes: NonNullable<RenderUserOptions['routes']>, options: Omit<RenderUserOptions, 'routes'> = {}, body: Account = account) {
  const loadPage = jest.fn();
  const result = renderInUser(
    <MemoryRouter>
      <AccountPage loadPage={loadPage} />
    </MemoryRouter>,
    {
      ...options,
      routes: {
        'GET /api/user/account': { body },
        'GET /api/user/account/sessions': { body: sessions },
        'GET /api/user/account/reveals': { body: { reveals: [{ resumeId: 7, type: 'imported', name: 'Anna', title: 'QA', revealedAt: '2024-03-03T00:00:00Z' }] } },
        ...routes,
      },
    },
  );
  return { ...result, loadPage };
}

describe('AccountPage', () => {
  it('shows the plan, the credits, the promo history and the revealed contacts', async () => {
    renderAccount({});
    expect(await screen.findByText('Starter')).toBeInTheDocument();
    expect(screen.getByText('30')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Promo codes you activated' })).toHaveTextContent('welcome');
    expect(screen.getByRole('link', { name: 'Download my data (JSON)' })).toHaveAttribute('href', '/api/user/account/export');
    const reveals = await screen.findByRole('table', { name: 'CVs whose contacts you revealed' });
    expect(within(reveals).getByRole('link', { name: 'Anna' })).toHaveAttribute('href', '/cv/imported/7');
  });

  it('saves the name, language and theme on the account and has the shell apply them, without a page load', async () => {
    const user = userEvent.setup();
    const { mountProps, loadPage } = renderAccount({ 'PATCH /api/user/account': { body: { ...account, locale: 'ru', theme: 'dark' } } });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'ru');
    await user.click(screen.getByRole('switch', { name: /Dark theme/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mountProps?.recorded.sessionRefreshes).toBe(1));
    expect(mountProps?.recorded.requests.find((request) => request.method === 'PATCH')?.body).toEqual({ name: 'Olga', locale: 'ru', theme: 'dark' });
    expect(mountProps?.recorded.toasts).toEqual([{ type: 'success', message: 'Profile saved.' }]);
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('checks the name with the contract schema before sending it, in English and Russian', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderAccount({});
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    // The limit is the API's own (accountPatchSchema), not a copy in the form.
    await user.type(name, 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 100 characters.')).toBeInTheDocument();
    expect(mountProps?.recorded.requests.filter((request) => request.method === 'PATCH')).toEqual([]);
  });

  it('says in Russian that the name is missing', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderAccount({}, { locale: 'ru' });
    await user.clear(await screen.findByRole('textbox', { name: /Имя/ }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Введите имя.')).toBeInTheDocument();
    expect(mountProps?.recorded.requests.filter((request) => request.method === 'PATCH')).toEqual([]);
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
    await user.type(screen.getByLabelText(/^New password/), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password is wrong.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Current password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for an e-mail change and shows it waiting for the link', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderAccount({ 'POST /api/user/account/email': { status: 202, body: { ...account, pendingEmail: 'new@example.test' } } });
    await user.type(await screen.findByRole('textbox', { name: /New e-mail/ }), 'bad');
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByRole('textbox', { name: /New e-mail/ })).toHaveAccessibleDescription('Enter a valid e-mail address.');
    await user.clear(screen.getByRole('textbox', { name: /New e-mail/ }));
    await user.type(screen.getByRole('textbox', { name: /New e-mail/ }), 'new@example.test');
    const card = screen.getByRole('button', { name: 'Change e-mail' }).closest('form');
    if (card === null) throw new Error('no form');
    await user.type(within(card).getByLabelText(/Your password, to confirm/), 'test-password-1');
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByText(/Waiting for confirmation: follow the link we sent to new@example.test/)).toBeInTheDocument();
    expect(mountProps?.recorded.requests.find((request) => request.url.endsWith('/user/account/email'))?.body).toEqual({
      newEmail: 'new@example.test',
      password: 'test-password-1',
    });
  });

  it('tells an unverified account why, in Russian, and sends the link again', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderAccount({ 'POST /api/auth/verify-email/resend': { status: 202, body: { accepted: true } } }, { locale: 'ru' }, { ...account, emailVerifiedAt: null });
    expect(await screen.findByText(/нельзя отправлять рассылки и приглашать коллег/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отправить ссылку ещё раз' }));
    await waitFor(() => expect(mountProps?.recorded.toasts).toEqual([{ type: 'success', message: 'Новая ссылка для подтверждения отправлена.' }]));
  });

  it('tells an unverified candidate why in a candidate\'s words, without the recruiters\' mailings and invitations', async () => {
    renderAccount({}, {}, { ...account, kind: 'candidate', team: null, emailVerifiedAt: null });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(/replies to your applications reach you/);
    expect(note).not.toHaveTextContent(/mailings|invite/);
  });

  it('lists the signed-in devices and signs out one or all the others', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderAccount({
      'DELETE /api/user/account/sessions/s-2': { status: 204 },
      'POST /api/user/account/sessions/sign-out-others': { body: { ended: 1 } },
    });
    const table = await screen.findByRole('table', { name: 'Where your account is signed in' });
    expect(within(table).getByText(/Firefox on Linux/)).toHaveTextContent('(this device)');
    expect(within(table).queryByRole('button', { name: 'Sign out Firefox on Linux' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Sign out Safari on iPhone' }));
    await waitFor(() => expect(mountProps?.recorded.toasts).toContainEqual({ type: 'success', message: 'The device is signed out.' }));
    await user.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    await waitFor(() => expect(mountProps?.recorded.toasts).toContainEqual({ type: 'success', message: 'All other devices are signed out.' }));
    expect(mountProps?.recorded.requests.map((request) => `${request.method} ${request.url}`)).toEqual(
      expect.arrayContaining(['DELETE /api/user/account/sessions/s-2', 'POST /api/user/account/sessions/sign-out-others']),
    );
  });

  it('lets a candidate hide the CV, set the job-search status and refuse mailings, in Russian', async () => {
    const user = userEvent.setup();
    const settings: CandidateSettings = { visibility: 'public', jobSearchStatus: 'active', noMailings: false };
    const { mountProps } = renderAccount(
      {
        'GET /api/user/account/candidate': { body: settings },
        'PATCH /api/user/account/candidate': { body: { ...settings, noMailings: true } },
      },
      { locale: 'ru', session: CANDIDATE },
      { ...account, kind: 'candidate', team: null },
    );
    expect(await screen.findByRole('combobox', { name: /Кто может найти моё резюме/ })).toHaveValue('public');
    expect(screen.getByRole('combobox', { name: /Поиск работы/ })).toHaveValue('active');
    expect(screen.queryByRole('table', { name: 'Резюме, контакты которых вы открыли' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /Без рассылок от команд/ }));
    await waitFor(() => expect(screen.getByRole('switch', { name: /Без рассылок от команд/ })).toBeChecked());
    expect(mountProps?.recorded.requests.find((request) => request.method === 'PATCH')?.body).toEqual({ noMailings: true });
  });

  it('says where to write the CV when there is none, without the 404 screen', async () => {
    const { mountProps } = renderAccount(
      { 'GET /api/user/account/candidate': { status: 404, body: { error: { code: 'not_found', message: 'You have not written your CV yet.' } } } },
      { session: CANDIDATE },
      { ...account, kind: 'candidate', team: null },
    );
    expect(await screen.findByText(/You have not written your CV yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write your CV step by step' })).toHaveAttribute('href', '/cv/new');
    expect(mountProps?.recorded.errorScreens).toEqual([]);
  });

  it('deletes the account after the password and goes to the main page', async () => {
    const user = userEvent.setup();
    const { mountProps, loadPage } = renderAccount({ 'POST /api/user/account/delete': { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(dialog).toHaveTextContent('Your password, to confirm');
    expect(loadPage).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/Your password, to confirm/), 'test-password-1');
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
    expect(mountProps?.recorded.requests.at(-1)?.body).toEqual({ password: 'test-password-1' });
  });
});
