import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@platform/shared/react-i18next';
import { createTestI18n } from '../../testing/i18n';
import { ErrorScreen } from './error-screen';
import { pageNotFound, type ScreenError } from './screen-error';

function renderScreen(error: ScreenError, locale: 'en' | 'ru' = 'ru') {
  const onBackToSearch = jest.fn();
  render(
    <I18nextProvider i18n={createTestI18n(locale)}>
      <ErrorScreen error={error} onBackToSearch={onBackToSearch} />
    </I18nextProvider>,
  );
  return onBackToSearch;
}

describe('error screen', () => {
  it('403: the original Russian title and text', () => {
    renderScreen({ status: 403 });
    expect(screen.getByRole('heading', { level: 1, name: 'Ошибка 403' })).toBeInTheDocument();
    expect(screen.getByText('В доступе к странице отказано')).toBeInTheDocument();
    expect(document.title).toBe('HireScope | Ошибка 403');
  });

  it('forbids user scaling while shown and gives it back when it goes', () => {
    const meta = document.createElement('meta');
    meta.name = 'viewport';
    meta.content = 'width=device-width, initial-scale=1';
    document.head.append(meta);
    const onBack = renderScreen({ status: 403 });
    expect(onBack).not.toHaveBeenCalled();
    expect(meta.content).toBe('width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no');
    cleanup();
    expect(meta.content).toBe('width=device-width, initial-scale=1');
    meta.remove();
  });

  it('404: the original Russian title and text; English in en', () => {
    renderScreen(pageNotFound('/x'));
    expect(screen.getByRole('heading', { name: 'Ошибка 404' })).toBeInTheDocument();
    expect(screen.getByText('Запрашиваемая страница не найдена или была удалена')).toBeInTheDocument();
  });

  it.each<[ScreenError, string]>([
    [{ status: 500, detail: 'База недоступна', message: 'm', statusMessage: 's' }, 'База недоступна'],
    [{ status: 500, message: 'Request failed', statusMessage: 'Internal Server Error' }, 'Request failed'],
    [{ status: 500, statusMessage: 'Internal Server Error' }, 'Internal Server Error'],
    [{ status: 500 }, 'Упс… что-то пошло не так'],
  ])('500: detail, else message, else status message, else the fallback (%p)', (error, text) => {
    renderScreen(error);
    expect(screen.getByRole('heading', { name: 'Ошибка 500: Упс... что-то пошло не так' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("any other status: its code in the title and the error's message", () => {
    renderScreen({ status: 418, message: "I'm a teapot" }, 'en');
    expect(screen.getByRole('heading', { name: 'Error 418' })).toBeInTheDocument();
    expect(screen.getByText("I'm a teapot")).toBeInTheDocument();
    expect(document.title).toBe('HireScope | Error 418');
  });

  it('the back-to-search button works, by mouse and keyboard, in both locales', async () => {
    const user = userEvent.setup();
    const onBack = renderScreen({ status: 404 }, 'en');
    await user.click(screen.getByRole('button', { name: 'Back to search' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'Back to search' }).focus();
    await user.keyboard('{Enter}');
    expect(onBack).toHaveBeenCalledTimes(2);
  });

  it('words the 404 error as "Page Not Found: <path>"', () => {
    expect(pageNotFound('/ru/missing')).toEqual({ status: 404, message: 'Page Not Found: /ru/missing' });
  });
});
