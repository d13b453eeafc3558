import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUserRoute } from '../../../testing/render-user';

const today = new Date();
const earlier = new Date(today.getTime() - 60_000).toISOString();
const searches = {
  kind: 'search',
  total: 2,
  retentionDays: 180,
  items: [
    {
      id: 5,
      criteria: { text: 'java AND spring', filters: { city: ['Berlin'], remote: null, skills: ['Kafka'] }, sort: 'updated', synonyms: false, correct: true, page: 3, perPage: 20 },
      total: 4200,
      createdAt: earlier,
    },
    { id: 4, criteria: { text: 'designer', filters: null, sort: 'relevance' }, total: 3, createdAt: '2024-05-01T10:00:00Z' },
  ],
};
const views = {
  kind: 'view',
  total: 2,
  retentionDays: 180,
  items: [
    { id: 6, resume: { type: 'internal', id: 21, name: 'Anna Petrova', title: 'Go developer' }, createdAt: '2024-05-01T10:00:00Z' },
    { id: 7, resume: null, createdAt: '2024-05-01T09:00:00Z' },
  ],
};

describe('HistoryPage', () => {
  it('groups searches by day, and a search runs again with its filters, sort and switches', async () => {
    const user = userEvent.setup();
    renderUserRoute('/user/history', {
      routes: { 'GET /api/user/history': (request) => ({ body: request.query.startsWith('kind=search') ? searches : views }) },
    });
    const todayGroup = (await screen.findByRole('heading', { name: 'Today' })).closest('section');
    expect(within(todayGroup!).getByText('java AND spring · filters: city, skills')).toBeInTheDocument();
    expect(within(todayGroup!).getByText('4,200 CVs found')).toBeInTheDocument();
    const again = within(todayGroup!).getByRole('link', { name: 'Search again' });
    const url = new URL(again.getAttribute('href') ?? '', 'http://x');
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'java AND spring',
      filters: JSON.stringify({ city: ['Berlin'], skills: ['Kafka'] }),
      sort: 'updated',
      synonyms: '0',
    });
    const mayGroup = screen.getByRole('heading', { name: /May 1, 2024/ }).closest('section');
    expect(within(mayGroup!).getByRole('link', { name: 'Search again' })).toHaveAttribute('href', '/search?q=designer');
    expect(screen.getByText('Entries are kept for 180 days.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Viewed CVs' }));
    const day = (await screen.findByRole('heading', { name: /May 1, 2024/ })).closest('section');
    expect(within(day!).getByRole('link', { name: 'Anna Petrova' })).toHaveAttribute('href', '/cv/internal/21');
    expect(within(day!).getByText('This CV was deleted')).toBeInTheDocument();
  });

  it('names the filters of a search in the page\'s language, not by their keys', async () => {
    const withFilters = {
      ...searches,
      items: [{ ...searches.items[0], criteria: { text: '', filters: { experienceYears: { min: 3 }, jobSearchStatus: ['active'], remote: true }, sort: 'relevance' } }],
    };
    renderUserRoute('/user/history', { locale: 'ru', routes: { 'GET /api/user/history': { body: withFilters } } });
    expect(await screen.findByText('фильтры: опыт, поиск работы, удалённая работа')).toBeInTheDocument();
    // The count with the page's thousands separator, as the search page writes it.
    expect(screen.getByText(/^найдено 4\s200 резюме$/)).toBeInTheDocument();
  });

  it('deletes one entry and clears a whole history after confirmation', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderUserRoute('/user/history', {
      routes: { 'GET /api/user/history': { body: searches }, 'DELETE /api/user/history': { status: 204 } },
    });
    await user.click((await screen.findAllByRole('button', { name: /Delete the entry of/ }))[0]!);
    await waitFor(() => expect(mountProps?.recorded.requests.some((request) => request.method === 'DELETE')).toBe(true));
    expect(mountProps?.recorded.requests.find((request) => request.method === 'DELETE')?.query).toBe('kind=search&id=5');

    await user.click(screen.getByRole('button', { name: 'Clear search history' }));
    await user.click(await screen.findByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(mountProps?.recorded.requests.filter((request) => request.method === 'DELETE')).toHaveLength(2));
    expect(mountProps?.recorded.requests.filter((request) => request.method === 'DELETE')[1]?.query).toBe('kind=search');
  });
});
