import { render, screen } from '@testing-library/react';
import { I18nextProvider } from '@platform/shared/react-i18next';
import { createTestI18n } from '../../testing/i18n';
import { DashboardPage } from './dashboard-page';

function Broken(): never {
  throw new Error('widget bug');
}

describe('dashboard page', () => {
  it('isolates a widget that throws: its slot says so, the other widgets and the page stay', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onWidgetError = jest.fn();
    render(
      <I18nextProvider i18n={createTestI18n('ru')}>
        <DashboardPage
          userName="Рита"
          onWidgetError={onWidgetError}
          widgets={[
            { id: 'a', content: <h2>Недавние поиски</h2> },
            { id: 'b', content: <Broken /> },
            { id: 'c', content: <h2>Открытые вакансии</h2> },
          ]}
        />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Главная' })).toBeInTheDocument();
    expect(document.title).toBe('Главная | HireScope');
    expect(screen.getByText('Здравствуйте, Рита')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Этот виджет не отобразился.');
    expect(screen.getByRole('heading', { name: 'Недавние поиски' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Открытые вакансии' })).toBeInTheDocument();
    expect(onWidgetError).toHaveBeenCalledWith('b', new Error('widget bug'), expect.anything());
  });
});
