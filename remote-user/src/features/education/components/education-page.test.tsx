import { screen, waitFor, within } from '@testing-library/react';
import { renderUserRoute } from '../../../testing/render-user';
import { catalogueFixture } from '../testing/fixtures';

describe('the education catalogue', () => {
  it('lists courses and articles in the page language with progress and where to continue', async () => {
    const { mountProps } = renderUserRoute('/education', { locale: 'ru', routes: { 'GET /api/education': { body: catalogueFixture({ locale: 'ru' }) } } });
    expect(await screen.findByRole('link', { name: 'Boolean search' })).toHaveAttribute('href', '/education/1');
    expect(screen.getByRole('progressbar', { name: 'Пройдено 1 из 2' })).toHaveAttribute('value', '1');
    // The course's card and the card to continue it both show its lessons read.
    expect(screen.getAllByRole('progressbar', { name: 'Прочитано уроков: 1 из 3' })).toHaveLength(2);
    const resume = screen.getByRole('region', { name: 'Продолжить с того же места' });
    expect(within(resume).getByText('Урок 2: Phrases and fields')).toBeInTheDocument();
    expect(within(resume).getByRole('link', { name: 'Продолжить: Phrases and fields' })).toHaveAttribute('href', '/ru/education/1/lessons/2');
    expect(screen.getByText('8 минут')).toBeInTheDocument();
    expect(mountProps?.recorded.requests[0]?.query).toBe('locale=ru');
  });

  it('filters by topic and progress through the API, and offers to clear filters that match nothing', async () => {
    const { mountProps, user } = renderUserRoute('/education', {
      routes: {
        'GET /api/education': (request) => ({
          body: request.query.includes('topic=privacy') ? catalogueFixture({ items: [] }) : catalogueFixture({ continue: null }),
        }),
      },
    });
    await screen.findByRole('link', { name: 'Boolean search' });
    expect(screen.queryByRole('region', { name: 'Continue where you left off' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Progress' }), 'completed');
    await waitFor(() => expect(mountProps?.recorded.requests.at(-1)?.query).toBe('locale=en&status=completed'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Data care');
    expect(await screen.findByRole('heading', { name: 'Nothing matches these filters' })).toBeInTheDocument();
    expect(mountProps?.recorded.requests.at(-1)?.query).toBe('locale=en&topic=privacy&status=completed');
    const clearButtons = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clearButtons.at(-1)!);
    expect(await screen.findByRole('link', { name: 'Boolean search' })).toBeInTheDocument();
    expect(mountProps?.recorded.requests.at(-1)?.query).toBe('locale=en');
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('');
  });

  it('says so when the catalogue is empty, and shows a failed load with a retry', async () => {
    const empty = renderUserRoute('/education', { routes: { 'GET /api/education': { body: catalogueFixture({ items: [], continue: null, summary: { completed: 0, total: 0 } }) } } });
    expect(await screen.findByRole('heading', { name: 'No courses or articles yet' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Topic' })).not.toBeInTheDocument();
    empty.unmount();
    renderUserRoute('/education', { routes: { 'GET /api/education': { status: 500, body: { error: { code: 'internal', message: 'boom' } } } } });
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 15_000 })).toBeInTheDocument();
  });
});
