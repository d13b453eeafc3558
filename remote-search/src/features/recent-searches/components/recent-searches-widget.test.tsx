import { screen, within } from '@testing-library/react';
import { historySearchPath } from '@platform/contract';
import { RECRUITER } from '../../../testing/fixtures';
import { renderSearch } from '../../../testing/render-search';
import { RecentSearchesWidget } from './recent-searches-widget';

const HISTORY = 'GET /api/user/history';

describe('the recent searches widget', () => {
  it('lists the last searches as links back to their results', async () => {
    const { mountProps, user } = renderSearch(<RecentSearchesWidget />, {
      session: RECRUITER,
      routes: {
        [HISTORY]: {
          body: {
            kind: 'search',
            total: 7,
            retentionDays: 180,
            items: [
              { id: 9, criteria: { text: 'java', filters: { city: ['Москва', 'Berlin'], remote: true }, sort: 'relevance' }, total: 12_345, createdAt: '2024-05-01T10:00:00.000Z' },
              { id: 8, criteria: { filters: null }, total: 1, createdAt: '2024-04-30T10:00:00.000Z' },
              { id: 7, criteria: { text: 'go', filters: { city: 'Berlin', remote: 'yes' } }, total: 3, createdAt: '2024-04-29T10:00:00.000Z' },
            ],
          },
        },
      },
    });

    const java = await screen.findByRole('link', { name: 'java' });
    const params = new URLSearchParams(java.getAttribute('href')?.split('?')[1]);
    expect(java.getAttribute('href')?.startsWith('/search?')).toBe(true);
    expect(params.get('q')).toBe('java');
    expect(JSON.parse(params.get('filters') ?? '{}')).toEqual({ city: ['Москва', 'Berlin'], remote: true });
    expect(within(java.closest('li') ?? document.body).getByText('3 filters · 12,345 results')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All CVs' })).toHaveAttribute('href', '/search');
    // Stored filters are read like a hand-edited address: malformed ones are left out.
    expect(screen.getByRole('link', { name: 'go' })).toHaveAttribute('href', '/search?q=go');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(mountProps.recorded.requests[0]?.query).toBe('kind=search&limit=5');

    await user.click(java);
    expect(mountProps.recorded.navigations).toEqual([{ path: java.getAttribute('href') }]);
  });

  it('links a search back with its sort and its switched-off synonyms and correction, as History does', async () => {
    const criteria = { text: 'golang', filters: { remote: true }, sort: 'updated', synonyms: false, correct: false };
    renderSearch(<RecentSearchesWidget />, {
      session: RECRUITER,
      routes: {
        [HISTORY]: {
          body: {
            kind: 'search',
            total: 1,
            retentionDays: 180,
            items: [
              { id: 3, criteria, total: 4, createdAt: '2024-05-01T10:00:00.000Z' },
            ],
          },
        },
      },
    });

    const golang = await screen.findByRole('link', { name: 'golang' });
    const params = new URLSearchParams(golang.getAttribute('href')?.split('?')[1]);
    expect(params.get('sort')).toBe('updated');
    expect(params.get('synonyms')).toBe('0');
    expect(params.get('correct')).toBe('0');
    expect(golang).toHaveAttribute('href', historySearchPath(criteria));
  });

  it('says where searches will appear when there are none yet', async () => {
    renderSearch(<RecentSearchesWidget />, {
      locale: 'ru',
      session: RECRUITER,
      routes: { [HISTORY]: { body: { kind: 'search', total: 0, retentionDays: 180, items: [] } } },
    });
    expect(await screen.findByRole('heading', { name: 'Здесь появятся ваши поиски.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Начать поиск' })).toHaveAttribute('href', '/ru/search');
  });

  it('offers a retry when the history fails to load', async () => {
    let calls = 0;
    const { user } = renderSearch(<RecentSearchesWidget />, {
      session: RECRUITER,
      routes: {
        [HISTORY]: () => {
          calls += 1;
          return calls === 1 ? { status: 500 } : { body: { kind: 'search', total: 0, retentionDays: 180, items: [] } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your searches will appear here.' })).toBeInTheDocument();
  });
});
