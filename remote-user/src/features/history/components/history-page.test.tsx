import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUserRoute } from '../../../testing/render-user';

const searches = {
  kind: 'search',
  total: 1,
  items: [{ id: 5, criteria: { text: 'java AND spring', filters: { city: ['Berlin'], remote: null } }, total: 42, createdAt: '2024-05-01T10:00:00Z' }],
};
const views = {
  kind: 'view',
  total: 2,
  items: [
    { id: 6, resume: { type: 'internal', id: 21, name: 'Anna Petrova', title: 'Go developer' }, createdAt: '2024-05-01T10:00:00Z' },
    { id: 7, resume: null, createdAt: '2024-05-01T11:00:00Z' },
  ],
};

describe('HistoryPage', () => {
  it('shows searches, then viewed CVs', async () => {
    const user = userEvent.setup();
    renderUserRoute('/user/history', {
      routes: { 'GET /api/user/history': (request) => ({ body: request.query.startsWith('kind=search') ? searches : views }) },
    });
    expect(await screen.findByText('java AND spring · filters: city')).toBeInTheDocument();
    expect(screen.getByText('42 CVs found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search again' })).toHaveAttribute(
      'href',
      `/search?q=java+AND+spring&filters=${encodeURIComponent(JSON.stringify({ city: ['Berlin'] }))}`,
    );
    await user.click(screen.getByRole('button', { name: 'Viewed CVs' }));
    expect(await screen.findByRole('link', { name: 'Anna Petrova' })).toHaveAttribute('href', '/cv/internal/21');
    expect(screen.getByText('This CV was deleted')).toBeInTheDocument();
  });

  it('deletes one entry and clears a whole history after confirmation', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderUserRoute('/user/history', {
      routes: { 'GET /api/user/history': { body: searches }, 'DELETE /api/user/history': { status: 204 } },
    });
    await user.click(await screen.findByRole('button', { name: /Delete the entry of/ }));
    await waitFor(() => expect(mountProps?.recorded.requests.some((request) => request.method === 'DELETE')).toBe(true));
    expect(mountProps?.recorded.requests.find((request) => request.method === 'DELETE')?.query).toBe('kind=search&id=5');

    await user.click(screen.getByRole('button', { name: 'Clear search history' }));
    await user.click(await screen.findByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(mountProps?.recorded.requests.filter((request) => request.method === 'DELETE')).toHaveLength(2));
    expect(mountProps?.recorded.requests.filter((request) => request.method === 'DELETE')[1]?.query).toBe('kind=search');
  });
});
