import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FavouriteItem, FavouriteList, FavouritesPage } from '@platform/contract';
import type { FakeReply, RecordedRequest } from '@platform/shared/testing';
import { renderUserRoute } from '../../../testing/render-user';

const DEFAULT: FavouriteList = { id: 1, name: 'default', isDefault: true, count: 1, createdAt: '2024-05-01T10:00:00Z' };
const GO: FavouriteList = { id: 2, name: 'Go team', isDefault: false, count: 1, createdAt: '2024-05-02T10:00:00Z' };
const ANNA: FavouriteItem = {
  type: 'internal',
  id: 21,
  list: { id: 1, name: 'default', isDefault: true },
  name: 'Anna Petrova',
  title: 'Go developer',
  city: 'Berlin',
  note: null,
  addedAt: '2024-05-01T10:00:00Z',
};
const BORIS: FavouriteItem = { ...ANNA, type: 'imported', id: 22, list: { id: 2, name: 'Go team', isDefault: false }, name: 'Boris', title: 'QA', city: null, note: 'Call in May' };

const page = (items: FavouriteItem[], total = items.length, pageIndex = 0): FavouritesPage => ({ total, page: pageIndex, perPage: 20, items });
const lastCall = (requests: RecordedRequest[], method: string, path: string) => requests.filter((request) => request.method === method && request.path === path).at(-1);

function routes(overrides: Record<string, FakeReply | ((request: RecordedRequest) => FakeReply)> = {}) {
  return {
    'GET /api/user/favourites/lists': { body: { items: [DEFAULT, GO] } },
    'GET /api/user/favourites': (request: RecordedRequest) => ({ body: page(request.query.includes('listId=2') ? [BORIS] : [BORIS, ANNA]) }),
    ...overrides,
  };
}

describe('FavouritesPage', () => {
  it('shows favourites in their lists and filters by list, keeping the list in the address', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderUserRoute('/user/favourites', { routes: routes() });
    expect(await screen.findByRole('link', { name: 'Anna Petrova' })).toHaveAttribute('href', '/cv/internal/21');
    expect(screen.getByText('Call in May')).toBeInTheDocument();
    const lists = screen.getByRole('group', { name: 'Favourites lists' });
    expect(within(lists).getAllByRole('button').map((button) => button.textContent)).toEqual(['All lists (2)', 'Favourites (1)', 'Go team (1)']);
    await user.click(within(lists).getByRole('button', { name: 'Go team (1)' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Anna Petrova' })).not.toBeInTheDocument());
    expect(within(lists).getByRole('button', { name: 'Go team (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(lastCall(mountProps!.recorded.requests, 'GET', '/api/user/favourites')?.query).toBe('page=0&listId=2');
    expect(screen.getByRole('link', { name: 'Export “Go team” as CSV' })).toHaveAttribute('href', '/api/user/favourites/lists/2/export');
  });

  it('asks before removing a CV from its list; Cancel keeps it', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderUserRoute('/user/favourites', { routes: routes({ 'DELETE /api/user/favourites': { status: 204 } }) });
    await user.click(await screen.findByRole('button', { name: 'Remove Anna Petrova from this list' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Anna Petrova from “Favourites”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mountProps!.recorded.requests.filter((request) => request.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Anna Petrova from this list' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove Anna Petrova from “Favourites”?' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(lastCall(mountProps!.recorded.requests, 'DELETE', '/api/user/favourites')?.query).toBe('type=internal&id=21&listId=1'));
    expect(mountProps!.recorded.toasts.at(-1)).toMatchObject({ type: 'success', message: 'Anna Petrova removed from “Favourites”.' });
  });

  it('creates a list, and shows a taken name under the field', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { mountProps } = renderUserRoute('/user/favourites', {
      routes: routes({
        'POST /api/user/favourites/lists': () => {
          attempts += 1;
          return attempts === 1
            ? { status: 409, body: { error: { code: 'name_taken', message: 'You already have a list with this name.', fields: [{ path: 'name', message: 'You already have a list with this name.', code: 'name_taken' }] } } }
            : { status: 201, body: { id: 3, name: 'Backend', isDefault: false, count: 0, createdAt: '2024-05-03T10:00:00Z' } };
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'New list' }));
    const dialog = screen.getByRole('dialog', { name: 'New favourites list' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Enter a list name.')).toBeInTheDocument();
    expect(attempts).toBe(0);
    await user.type(within(dialog).getByRole('textbox', { name: /List name/ }), 'go team');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('You already have a list with this name.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /List name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /List name/ }), 'Backend');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastCall(mountProps!.recorded.requests, 'POST', '/api/user/favourites/lists')?.body).toEqual({ name: 'Backend' });
    expect(mountProps!.recorded.toasts).toEqual([expect.objectContaining({ type: 'success', message: 'List “Backend” created.' })]);
  });

  it('renames and, after confirming, deletes a list; the default list offers neither', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderUserRoute('/user/favourites?list=2', {
      routes: routes({
        'PATCH /api/user/favourites/lists/2': { body: { ...GO, name: 'Go backend' } },
        'DELETE /api/user/favourites/lists/2': { status: 204 },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Rename the list “Go team”' }));
    const rename = screen.getByRole('dialog', { name: 'Rename the list' });
    const field = within(rename).getByRole('textbox', { name: /List name/ });
    expect(field).toHaveValue('Go team');
    await user.clear(field);
    await user.type(field, 'Go backend');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastCall(mountProps!.recorded.requests, 'PATCH', '/api/user/favourites/lists/2')?.body).toEqual({ name: 'Go backend' });

    await user.click(screen.getByRole('button', { name: 'Delete the list “Go team”' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete the list “Go team”?' });
    expect(confirm).toHaveTextContent('Its 1 CV leaves with it');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(lastCall(mountProps!.recorded.requests, 'DELETE', '/api/user/favourites/lists/2')).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Delete the list “Go team”' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete the list' }));
    await waitFor(() => expect(lastCall(mountProps!.recorded.requests, 'DELETE', '/api/user/favourites/lists/2')).toBeDefined());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'All lists (2)' })).toHaveAttribute('aria-pressed', 'true'));

    await user.click(screen.getByRole('button', { name: 'Favourites (1)' }));
    expect(await screen.findByText('The default list cannot be renamed or deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete the list/ })).toBeNull();
  });

  it('moves a CV to another list', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderUserRoute('/user/favourites', { routes: routes({ 'POST /api/user/favourites/move': { body: { ...ANNA, list: GO } } }) });
    await user.click(await screen.findByRole('button', { name: 'Move or copy Anna Petrova to another list' }));
    const dialog = screen.getByRole('dialog', { name: 'Move or copy Anna Petrova' });
    expect(within(dialog).getByRole('combobox', { name: 'To the list' })).toHaveValue('2');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastCall(mountProps!.recorded.requests, 'POST', '/api/user/favourites/move')?.body).toEqual({ type: 'internal', id: 21, fromListId: 1, toListId: 2 });
    expect(mountProps!.recorded.toasts).toEqual([expect.objectContaining({ type: 'success', message: 'Moved to “Go team”.' })]);
  });

  it('edits the private note of a CV within its limit', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderUserRoute('/user/favourites', { routes: routes({ 'PUT /api/user/favourites/note': { body: { type: 'internal', id: 21, note: 'Strong Go' } } }) });
    await user.click(await screen.findByRole('button', { name: 'Add a note on Anna Petrova' }));
    const field = screen.getByRole('textbox', { name: 'Private note on Anna Petrova' });
    expect(field).toHaveFocus();
    await user.click(field);
    await user.paste('x'.repeat(2001));
    expect(screen.getByText('At most 2000 characters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the note' })).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'Strong Go');
    await user.click(screen.getByRole('button', { name: 'Save the note' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Private note on Anna Petrova' })).toBeNull());
    expect(lastCall(mountProps!.recorded.requests, 'PUT', '/api/user/favourites/note')?.body).toEqual({ type: 'internal', id: 21, note: 'Strong Go' });
  });

  it('searches within favourites and pages through them', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderUserRoute('/user/favourites', {
      routes: routes({ 'GET /api/user/favourites': (request: RecordedRequest) => ({ body: request.query.includes('q=') ? page([], 0) : page([ANNA], 45, request.query.includes('page=1') ? 1 : 0) }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastCall(mountProps!.recorded.requests, 'GET', '/api/user/favourites')?.query).toBe('page=1'));
    const search = screen.getByRole('searchbox', { name: 'Search in favourites' });
    await user.type(search, 'nobody{Enter}');
    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
    // A new search starts at the first page.
    expect(lastCall(mountProps!.recorded.requests, 'GET', '/api/user/favourites')?.query).toBe('page=0&q=nobody');
  });

  it('shows all lists when the list in the address has gone, not an error screen', async () => {
    const { mountProps } = renderUserRoute('/user/favourites?list=9', {
      routes: routes({
        'GET /api/user/favourites': (request: RecordedRequest) =>
          request.query.includes('listId=9') ? { status: 404, body: { error: { code: 'not_found', message: 'No such favourites list.' } } } : { body: page([ANNA]) },
      }),
    });
    expect(await screen.findByRole('link', { name: 'Anna Petrova' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'All lists (2)' })).toHaveAttribute('aria-pressed', 'true'));
    expect(mountProps!.recorded.errorScreens).toEqual([]);
  });

  it('reads in Russian, plural forms included', async () => {
    renderUserRoute('/user/favourites', { locale: 'ru', routes: routes() });
    expect(await screen.findByRole('button', { name: 'Все списки (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Избранное (1)' })).toBeInTheDocument();
    expect(screen.getByText('2 резюме')).toBeInTheDocument();
  });

  it('says what to do when there are no favourites', async () => {
    renderUserRoute('/user/favourites', { routes: routes({ 'GET /api/user/favourites': { body: page([]) } }) });
    expect(await screen.findByText('No favourites yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to search' })).toHaveAttribute('href', '/search');
  });
});
