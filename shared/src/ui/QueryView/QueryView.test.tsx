import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/api-error';
import { renderWithProviders } from '../../testing';
import { QueryView, type QueryViewQuery } from './QueryView';

function result<T>(state: Partial<QueryViewQuery<T>>, onRefetch: () => void = () => undefined): QueryViewQuery<T> {
  return {
    data: undefined,
    error: null,
    refetch: async () => {
      onRefetch();
    },
    ...state,
  };
}

const failure = (status: number) => new ApiError({ status, code: `http_${status}`, message: 'failed' });

describe('QueryView', () => {
  it('shows a loading placeholder until the data is there', () => {
    renderWithProviders(<QueryView query={result<string>({})}>{(name) => <p>{name}</p>}</QueryView>);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders the data, also while a refetch runs', () => {
    renderWithProviders(<QueryView query={result({ data: 'Acme' })}>{(name) => <p>{name}</p>}</QueryView>);
    expect(screen.getByText('Acme')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('shows a failure with a retry in the user’s language', async () => {
    const user = userEvent.setup();
    let retries = 0;
    renderWithProviders(
      <QueryView query={result<string>({ error: failure(500) }, () => (retries += 1))}>{(name) => <p>{name}</p>}</QueryView>,
      { locale: 'ru' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить страницу');
    expect(screen.getByRole('alert')).toHaveTextContent('Проверьте подключение и попробуйте ещё раз.');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(retries).toBe(1);
  });

  it('renders nothing for a 403 or 404, which the host’s error screen shows', () => {
    const { container } = renderWithProviders(
      <>
        <QueryView query={result<string>({ error: failure(404) })}>{(name) => <p>{name}</p>}</QueryView>
        <QueryView query={result<string>({ error: failure(403) })}>{(name) => <p>{name}</p>}</QueryView>
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
