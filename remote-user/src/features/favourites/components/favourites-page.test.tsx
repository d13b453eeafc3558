import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUserRoute } from '../../../testing/render-user';
import type { Favourites } from '../api/favourite-calls';

const all: Favourites = {
  lists: [
    { name: 'default', count: 1 },
    { name: 'Go team', count: 1 },
  ],
  items: [
    { type: 'internal', id: 21, list: 'default', name: 'Anna Petrova', title: 'Go developer', city: 'Berlin', addedAt: '2024-05-01T10:00:00Z' },
    { type: 'imported', id: 22, list: 'Go team', name: 'Boris', title: 'QA', city: null, addedAt: '2024-05-02T10:00:00Z' },
  ],
};

describe('FavouritesPage', () => {
  it('shows favourites in their lists and filters by list', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderUserRoute('/user/favourites', {
      routes: { 'GET /api/user/favourites': (request) => ({ body: request.query === '' ? all : { lists: all.lists, items: [all.items[1]!] } }) },
    });
    expect(await screen.findByRole('link', { name: 'Anna Petrova' })).toHaveAttribute('href', '/cv/internal/21');
    await user.click(screen.getByRole('button', { name: 'Go team (1)' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Anna Petrova' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Go team (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(mountProps?.recorded.requests.at(-1)?.query).toBe('list=Go%20team');
  });

  it('removes a favourite from its list', async () => {
    const user = userEvent.setup();
    let removed = false;
    const { mountProps } = renderUserRoute('/user/favourites', {
      routes: {
        'GET /api/user/favourites': () => ({ body: removed ? { lists: all.lists.slice(1), items: all.items.slice(1) } : all }),
        'DELETE /api/user/favourites': () => {
          removed = true;
          return { status: 204 };
        },
      },
    });
    const card = (await screen.findByRole('link', { name: 'Anna Petrova' })).closest('article')!;
    await user.click(within(card).getByRole('button', { name: 'Remove Anna Petrova from this list' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Anna Petrova' })).not.toBeInTheDocument());
    const request = mountProps?.recorded.requests.find((item) => item.method === 'DELETE');
    expect(request?.query).toBe('type=internal&id=21&list=default');
  });

  it('says what to do when there are no favourites', async () => {
    renderUserRoute('/user/favourites', { routes: { 'GET /api/user/favourites': { body: { lists: [], items: [] } } } });
    expect(await screen.findByText('No favourites yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to search' })).toHaveAttribute('href', '/search');
  });
});
