import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInUser, renderUserRoute } from '../../../testing/render-user';
import type { Scout, ScoutRunDetails } from '../api/scout-calls';
import { ScoutResultsWidget } from './scout-results-widget';

const scout: Scout = {
  id: 4,
  name: 'Go people',
  criteria: { text: 'go AND kafka', filters: { city: ['Berlin'], remote: true } },
  active: true,
  createdAt: '2024-05-01T10:00:00Z',
  lastRunAt: null,
  matches: 0,
};
const run: ScoutRunDetails = {
  id: 11,
  scoutId: 4,
  scoutName: 'Go people',
  total: 8,
  newCount: 2,
  createdAt: '2024-05-02T10:00:00Z',
  items: [
    { type: 'internal', id: 21, name: 'Anna Petrova', title: 'Go developer', city: 'Berlin' },
    { type: 'imported', id: 22, name: 'Boris', title: 'Backend engineer', city: null },
  ],
};

describe('scouting', () => {
  it('lists scouts with a summary of their criteria', async () => {
    renderUserRoute('/user/scout', { routes: { 'GET /api/user/scouts': { body: { items: [scout] } } } });
    const card = (await screen.findByRole('heading', { name: 'Go people' })).closest('article');
    expect(card).not.toBeNull();
    expect(within(card!).getByText('go AND kafka · Berlin · remote')).toBeInTheDocument();
    expect(within(card!).getByRole('switch', { name: /Active/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('saves a new scout from the form', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderUserRoute('/user/scout', {
      routes: { 'GET /api/user/scouts': { body: { items: [] } }, 'POST /api/user/scouts': { status: 201, body: scout } },
    });
    await user.click(await screen.findByRole('button', { name: 'Save scout' }));
    expect(screen.getByText('Enter a name.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Go people');
    await user.type(screen.getByRole('textbox', { name: 'Search query' }), 'go AND kafka');
    await user.type(screen.getByRole('textbox', { name: 'Cities' }), 'Berlin, Moscow');
    await user.click(screen.getByRole('button', { name: 'Save scout' }));
    await waitFor(() => expect(mountProps?.recorded.toasts).toEqual([{ type: 'success', message: 'Scout “Go people” saved.' }]));
    expect(mountProps?.recorded.requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Go people',
      criteria: { text: 'go AND kafka', filters: { city: ['Berlin', 'Moscow'], remote: null } },
    });
  });

  it('runs a scout and opens its result, where a CV goes to favourites', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderUserRoute('/user/scout', {
      routes: {
        'GET /api/user/scouts': { body: { items: [scout] } },
        'POST /api/user/scouts/4/run': { status: 201, body: run },
        'GET /api/user/scouts/results/11': { body: run },
        'POST /api/user/favourites': { status: 201, body: {} },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Run now: Go people' }));
    expect(await screen.findByText('Run May 2, 2024, 10:00 AM: 8 matches, 2 new CVs.', { exact: false })).toBeInTheDocument();
    const cv = screen.getByRole('link', { name: 'Anna Petrova' });
    expect(cv).toHaveAttribute('href', '/cv/internal/21');
    await user.click(within(cv.closest('article')!).getByRole('button', { name: 'Add to favourites' }));
    expect(await within(cv.closest('article')!).findByRole('button', { name: 'In favourites' })).toBeDisabled();
    expect(mountProps?.recorded.requests.at(-1)?.body).toEqual({ type: 'internal', id: 21 });
  });

  it("hands another user's result to the host 404 screen", async () => {
    const { mountProps } = renderUserRoute('/user/scout/result/99', {
      routes: { 'GET /api/user/scouts/results/99': { status: 404, body: { error: { code: 'not_found', message: 'No such scouting result.' } } } },
    });
    await waitFor(() => expect(mountProps?.recorded.errorScreens).toEqual([{ status: 404 }]));
  });

  it('lists every run with its new CVs', async () => {
    renderUserRoute('/user/scout/result', { routes: { 'GET /api/user/scouts/results': { body: { items: [run, { ...run, id: 10, newCount: 0 }] } } } });
    const table = await screen.findByRole('table', { name: /Runs of your scouts/ });
    expect(within(table).getAllByRole('link', { name: 'Go people' })[0]).toHaveAttribute('href', '/user/scout/result/11');
    expect(within(table).getByText('2 new')).toBeInTheDocument();
    expect(within(table).getByText('nothing new')).toBeInTheDocument();
  });

  it('shows runs with new CVs on the dashboard widget', async () => {
    const { mountProps } = renderInUser(<ScoutResultsWidget />, { routes: { 'GET /api/user/scouts/results': { body: { items: [run] } } } });
    expect(await screen.findByRole('link', { name: 'Go people: 2 new CVs' })).toHaveAttribute('href', '/user/scout/result/11');
    expect(mountProps?.recorded.requests[0]?.query).toBe('limit=5&onlyNew=true');
  });
});
