import '../../testing/request-polyfill';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import type { ApiClient } from '@platform/contract';
import { ApiError } from '@platform/shared';
import { I18nextProvider } from '@platform/shared/react-i18next';
import { createMemoryRouter, RouterProvider } from '@platform/shared/router';
import { createTestI18n } from '../../testing/i18n';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';
import { VerifyEmailPage } from './verify-email-page';

function fakeApi(post: (path: string, body: unknown) => Promise<unknown>): ApiClient {
  return { get: jest.fn(), post: jest.fn(post), put: jest.fn(), patch: jest.fn(), delete: jest.fn() } as unknown as ApiClient;
}

const refusal = (code: string) => new ApiError({ status: 400, code, message: 'refused', fields: [{ path: 'token', message: 'refused' }] });

function renderPage(element: ReactNode, locale: 'en' | 'ru' = 'en') {
  const router = createMemoryRouter([{ path: '*', element }]);
  render(
    <StrictMode>
      <I18nextProvider i18n={createTestI18n(locale)}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>,
  );
  return userEvent.setup();
}

describe('forgot-password page', () => {
  it('checks the address with the contract schema, then says the same thing whoever asks', async () => {
    const api = fakeApi(async () => ({ accepted: true }));
    const user = renderPage(<ForgotPasswordPage api={api} homeHref="/" loginHref="/login" />);
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(api.post).not.toHaveBeenCalled();

    await user.clear(email);
    await user.type(email, '  anna@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account uses anna@example.com, a link to reset its password is on its way.');
    expect(api.post).toHaveBeenCalledWith('/auth/password-reset', { email: 'anna@example.com' });
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/login');
  });

  it('reads in Russian', async () => {
    const api = fakeApi(async () => ({ accepted: true }));
    const user = renderPage(<ForgotPasswordPage api={api} homeHref="/ru" loginHref="/ru/login" />, 'ru');
    expect(screen.getByRole('heading', { name: 'Восстановление пароля' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(await screen.findByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription('Введите корректный адрес e-mail.');
  });
});

describe('reset-password page', () => {
  const props = { homeHref: '/', loginHref: '/login', forgotHref: '/forgot-password' };

  it('sets the new password with the link’s token and sends the user to sign in', async () => {
    const api = fakeApi(async () => null);
    const user = renderPage(<ResetPasswordPage api={api} token="abc_DEF-123" {...props} />);
    const password = screen.getByLabelText(/New password/);
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Set the password' }));
    expect(await screen.findByLabelText(/New password/)).toHaveAccessibleDescription(expect.stringContaining('The password needs at least 8 characters.'));
    expect(api.post).not.toHaveBeenCalled();

    await user.type(password, '-and-longer');
    await user.click(screen.getByRole('button', { name: 'Set the password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is changed and every session is signed out.');
    expect(api.post).toHaveBeenCalledWith('/auth/password-reset/confirm', { token: 'abc_DEF-123', password: 'short-and-longer' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['token_used', 'This link has been used already.'],
    ['token_expired', 'This link has expired.'],
    ['token_invalid', 'This link is not valid.'],
  ])('explains a refused link (%s) and offers a new one', async (code, text) => {
    const api = fakeApi(async () => {
      throw refusal(code);
    });
    const user = renderPage(<ResetPasswordPage api={api} token="abc" {...props} />);
    await user.type(screen.getByLabelText(/New password/), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Set the password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says in Russian when the link has no token', () => {
    renderPage(<ResetPasswordPage api={fakeApi(async () => null)} token={null} homeHref="/ru" loginHref="/ru/login" forgotHref="/ru/forgot-password" />, 'ru');
    expect(screen.getByRole('alert')).toHaveTextContent('Ссылка неполная.');
    expect(screen.getByRole('link', { name: 'Запросить новую ссылку' })).toHaveAttribute('href', '/ru/forgot-password');
  });
});

describe('verify-email page', () => {
  it('confirms the address once on opening, even in strict mode, and tells the shell', async () => {
    const api = fakeApi(async () => ({ email: 'anna@example.com', changed: false }));
    const onVerified = jest.fn();
    renderPage(<VerifyEmailPage api={api} token="tok" homeHref="/" continueHref="/" onVerified={onVerified} />);
    expect(await screen.findByText('Thank you: anna@example.com is confirmed.')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post).toHaveBeenCalledWith('/auth/verify-email', { token: 'tok' });
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith({ email: 'anna@example.com', changed: false }));
  });

  it('names the new address after an e-mail change, in Russian', async () => {
    const api = fakeApi(async () => ({ email: 'new@example.com', changed: true }));
    renderPage(<VerifyEmailPage api={api} token="tok" homeHref="/ru" continueHref="/ru" onVerified={jest.fn()} />, 'ru');
    expect(await screen.findByText('Теперь ваша учётная запись использует адрес new@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Продолжить' })).toHaveAttribute('href', '/ru');
  });

  it('explains a used link', async () => {
    const api = fakeApi(async () => {
      throw refusal('token_used');
    });
    const onVerified = jest.fn();
    renderPage(<VerifyEmailPage api={api} token="tok" homeHref="/" continueHref="/" onVerified={onVerified} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has been used already.');
    expect(onVerified).not.toHaveBeenCalled();
  });
});
