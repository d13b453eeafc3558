import { screen, waitFor, within } from '@testing-library/react';
import type { FavouriteList } from '@platform/contract';
import { type FakeRoute, renderRemote, type RecordedRequest } from '../testing';
import { AddToListMenu } from './add-to-list-menu';

const AREA = { namespace: 'area', messages: { en: {}, ru: {} } };
const DEFAULT: FavouriteList = { id: 1, name: 'default', isDefault: true, count: 1, createdAt: '2024-05-01T10:00:00Z', containsCv: true };
const GO: FavouriteList = { id: 2, name: 'Go', isDefault: false, count: 0, createdAt: '2024-05-02T10:00:00Z', containsCv: false };

function renderMenu(routes: Record<string, FakeRoute> = {}, locale: 'en' | 'ru' = 'en') {
  return renderRemote(
    <>
      <AddToListMenu cv={{ type: 'internal', id: 7 }} name="Anna" />
      <button type="button">Elsewhere</button>
    </>,
    { ...AREA, locale, routes: { 'GET /api/user/favourites/lists': { body: { items: [DEFAULT, GO] } }, ...routes } },
  );
}

describe('AddToListMenu', () => {
  it('opens a panel of the lists holding the CV ticked, moves focus into it, and closes on Escape with focus back', async () => {
    const { user, mountProps } = renderMenu();
    const trigger = screen.getByRole('button', { name: 'Add to list: Anna' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('dialog', { name: 'Add to list: Anna' });
    expect(trigger).toHaveAttribute('aria-controls', panel.id);
    const favourites = await within(panel).findByRole('checkbox', { name: 'Favourites' });
    expect(favourites).toBeChecked();
    await waitFor(() => expect(favourites).toHaveFocus());
    expect(within(panel).getByRole('checkbox', { name: 'Go' })).not.toBeChecked();
    expect(mountProps.recorded.requests[0]?.query).toBe('type=internal&id=7');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside and when Tab leaves it', async () => {
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Add to list: Anna' }));
    await screen.findByRole('checkbox', { name: 'Go' });
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add to list: Anna' }));
    await screen.findByRole('checkbox', { name: 'Go' });
    screen.getByRole('button', { name: 'Create and add' }).focus();
    await user.tab();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('removes the CV from a list when it is unticked, keeping the focus on the box', async () => {
    const { user, mountProps } = renderMenu({ 'DELETE /api/user/favourites': { status: 204 } });
    await user.click(screen.getByRole('button', { name: 'Add to list: Anna' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Favourites' }));
    await waitFor(() => expect(mountProps.recorded.toasts).toEqual([expect.objectContaining({ type: 'success', message: 'Removed from “Favourites”' })]));
    const removal = mountProps.recorded.requests.find((request: RecordedRequest) => request.method === 'DELETE');
    expect(removal?.query).toBe('type=internal&id=7&listId=1');
    // The box kept the focus through the change, so Escape still closes the panel.
    expect(screen.getByRole('checkbox', { name: 'Favourites' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks a new list name before sending and says when it is taken', async () => {
    const { user, mountProps } = renderMenu({
      'POST /api/user/favourites/lists': {
        status: 409,
        body: { error: { code: 'name_taken', message: 'Taken.', fields: [{ path: 'name', message: 'Taken.', code: 'name_taken' }] } },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add to list: Anna' }));
    await screen.findByRole('checkbox', { name: 'Go' });
    await user.click(screen.getByRole('button', { name: 'Create and add' }));
    expect(screen.getByText('Enter a list name.')).toBeInTheDocument();
    expect(mountProps.recorded.requests.filter((request: RecordedRequest) => request.method === 'POST')).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'New list' }), 'go{Enter}');
    expect(await screen.findByText('You already have a list with this name.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New list' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('reads in Russian', async () => {
    const { user } = renderMenu({}, 'ru');
    await user.click(screen.getByRole('button', { name: 'В список: Anna' }));
    expect(await screen.findByRole('checkbox', { name: 'Избранное' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Создать и добавить' })).toBeInTheDocument();
  });
});
