import '../../testing/request-polyfill';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { ApiClient, Session } from '@platform/contract';
import { I18nextProvider } from '@platform/shared/react-i18next';
import { createMemoryRouter, RouterProvider } from '@platform/shared/router';
import { createTestI18n } from '../../testing/i18n';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

const SESSION: Session = { user: { id: '1', email: 'a@b.co', name: 'A', kind: 'candidate' }, team: null };

function fakeApi(post: (path: string, body: unknown) => Promise<unknown>): ApiClient {
  return { get: jest.fn(), post: jest.fn(post), put: jest.fn(), patch: jest.fn(), delete: jest.fn() } as unknown as ApiClient;
}

function renderPage(element: ReactNode, locale: 'en' | 'ru' = 'en') {
  const router = createMemoryRouter([{ path: '*', element }]);
  render(
    <I18nextProvider i18n={createTestI18n(locale)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return userEvent.setup();
}

describe('sign-in page', () => {
  it('validates on submit: messages under the fields, fields marked invalid, focus on the first', async () => {
    const api = fakeApi(async () => SESSION);
    const user = renderPage(<LoginPage api={api} homeHref="/" registerHref="/register" forgotHref="/forgot-password" onSignedIn={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText(/E-mail/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your e-mail.');
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('Enter your password.');
    await waitFor(() => expect(email).toHaveFocus());
    expect(api.post).not.toHaveBeenCalled();

    // The checks are the contract's schema of POST /api/auth/login (any e-mail text up to its
    // limit; the API answers 401 for an unknown one): typing fixes the field.
    await user.type(email, 'a@b.co');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('shows progress while submitting and hands the session over', async () => {
    let answer: (value: Session) => void = () => undefined;
    const api = fakeApi(() => new Promise<Session>((resolve) => (answer = resolve)));
    const onSignedIn = jest.fn();
    const user = renderPage(<LoginPage api={api} homeHref="/" registerHref="/register" forgotHref="/forgot-password" onSignedIn={onSignedIn} />);
    await user.type(screen.getByLabelText(/E-mail/), ' a@b.co ');
    await user.type(screen.getByLabelText(/Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('button', { name: /Sign in/ })).toHaveAttribute('aria-busy', 'true');
    expect(api.post).toHaveBeenCalledWith('/auth/login', { email: 'a@b.co', password: 'secret' });
    answer(SESSION);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(SESSION));
  });

  it('says when the server could not be reached', async () => {
    const api = fakeApi(async () => {
      throw Object.assign(new Error('offline'), { status: 0 });
    });
    const user = renderPage(<LoginPage api={api} homeHref="/" registerHref="/register" forgotHref="/forgot-password" onSignedIn={jest.fn()} />, 'ru');
    await user.type(screen.getByLabelText(/E-mail/), 'a@b.co');
    await user.type(screen.getByLabelText(/Пароль/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не получилось. Проверьте подключение и попробуйте ещё раз.');
    expect(screen.getByRole('button', { name: 'Войти' })).not.toHaveAttribute('aria-busy');
  });
});

describe('register page', () => {
  it('asks a recruiter for a team name and a candidate not', async () => {
    const api = fakeApi(async () => SESSION);
    const onSignedIn = jest.fn();
    const user = renderPage(<RegisterPage api={api} locale="ru" homeHref="/ru" signInHref="/ru/login" onSignedIn={onSignedIn} />, 'ru');
    expect(screen.getByRole('radio', { name: /Рекрутер/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(screen.getByLabelText(/Название команды/)).toHaveAccessibleDescription(
      expect.stringContaining('Введите название команды.'),
    );
    expect(screen.getByLabelText(/Пароль/)).toHaveAccessibleDescription(expect.stringContaining('Введите пароль.'));

    await user.click(screen.getByRole('radio', { name: /Соискатель/ }));
    expect(screen.queryByLabelText(/Название команды/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Ваше имя/), 'Коля');
    await user.type(screen.getByLabelText(/E-mail/), 'kolya@example.com');
    await user.type(screen.getByLabelText(/Пароль/), 'short');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(screen.getByLabelText(/Пароль/)).toHaveAccessibleDescription(expect.stringContaining('Пароль должен быть не короче 8 символов.'));
    await user.type(screen.getByLabelText(/Пароль/), '-but-now-long');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(SESSION));
    expect(api.post).toHaveBeenCalledWith('/auth/register', {
      name: 'Коля',
      email: 'kolya@example.com',
      password: 'short-but-now-long',
      kind: 'candidate',
      teamName: undefined,
      locale: 'ru',
    });
  });

  it('explains a taken e-mail', async () => {
    const api = fakeApi(async () => {
      throw Object.assign(new Error('taken'), { status: 409, code: 'email_taken' });
    });
    const user = renderPage(<RegisterPage api={api} locale="en" homeHref="/" signInHref="/login" onSignedIn={jest.fn()} />);
    await user.click(screen.getByRole('radio', { name: /A candidate/ }));
    await user.type(screen.getByLabelText(/Your name/), 'Kim');
    await user.type(screen.getByLabelText(/E-mail/), 'kim@example.com');
    await user.type(screen.getByLabelText(/Password/), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this e-mail already exists.');
  });
});
