import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Scout, ScoutRunPage } from '@platform/contract';
import { renderInUser, renderUserRoute } from '../../../testing/render-user';
import { ScoutResultsWidget } from './scout-results-widget';

const scout: Scout = {
  id: 4,
  name: 'Go people',
  criteria: { text: 'go AND kafka', filters: { city: ['Berlin'], remote: true } },
  active: true,
  schedule: 'daily',
  hour: 9,
  timeZone: 'Europe/Berlin',
  digest: true,
  createdAt: '2024-05-01T10:00:00Z',
  lastRunAt: null,
  nextRunAt: '2024-05-02T07:00:00Z',
  lastError: null,
  matches: 0,
};
const run: ScoutRunPage = {
  id: 11,
  scoutId: 4,
  scoutName: 'Go people',
  trigger: 'scheduled',
  total: 25,
  totalIsEstimate: false,
  newCount: 2,
  newCountIsEstimate: false,
  createdAt: '2024-05-02T10:00:00Z',
  page: 1,
  perPage: 20,
  items: [
    { type: 'internal', id: 21, name: 'Anna Petrova', title: 'Go developer', city: 'Berlin', isNew: true },
    { type: 'imported', id: 22, name: 'Boris', title: 'Backend engineer', city: null, isNew: true },
    { type: 'internal', id: 23, name: 'Carl', title: 'Go developer', city: null, isNew: false },
    { type: 'internal', id: 24, name: null, title: null, city: null, isNew: false },
  ],
};

describe('scouting', () => {
  it('lists scouts with their criteria, schedule, digest and a failed run', async () => {
    const failing: Scout = { ...scout, id: 5, name: 'Broken', schedule: 'hourly', digest: false, lastError: { message: 'database down', at: '2024-05-02T10:00:00Z', willRetry: true } };
    const filtered: Scout = {
      ...scout,
      criteria: { text: 'go AND kafka', filters: { city: ['Berlin'], remote: true, experienceYears: { min: 3, max: 5 }, languages: [{ language: 'en', minLevel: 'b2' }], updatedWithinDays: 30 } },
    };
    renderUserRoute('/user/scout', { routes: { 'GET /api/user/scouts': { body: { items: [filtered, failing] } } } });
    const card = (await screen.findByRole('heading', { name: 'Go people' })).closest('article');
    expect(card).not.toBeNull();
    expect(within(card!).getByText('go AND kafka · Berlin · 3–5 years of experience · English B2 or higher · remote · updated within 30 days')).toBeInTheDocument();
    expect(within(card!).getByText(/^Every day at 09:00 \(Europe\/Berlin\) · next run May 2, 2024, 07:00 AM UTC \(your time\)/)).toHaveTextContent('e-mail digest on');
    expect(within(card!).getByRole('switch', { name: /Active/ })).toHaveAttribute('aria-checked', 'true');
    const broken = screen.getByRole('heading', { name: 'Broken' }).closest('article');
    expect(within(broken!).getByRole('status')).toHaveTextContent('Run failed The run of May 2, 2024, 10:00 AM failed and will be retried: database down');
  });

  it('saves a new daily scout with its hour, time zone and digest', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderUserRoute('/user/scout', {
      routes: { 'GET /api/user/scouts': { body: { items: [] } }, 'POST /api/user/scouts': { status: 201, body: scout } },
    });
    await user.click(await screen.findByRole('button', { name: 'Save scout' }));
    expect(screen.getByText('Enter a name.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Go people');
    await user.type(screen.getByRole('textbox', { name: 'Search query' }), 'go AND kafka');
    await user.type(screen.getByRole('textbox', { name: 'Cities' }), 'Berlin, Moscow');
    expect(screen.queryByRole('combobox', { name: 'Hour' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: /E-mail me/ })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Runs' }), 'daily');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hour' }), '7');
    const zone = screen.getByRole('combobox', { name: /Time zone/ });
    await user.selectOptions(zone, screen.getByRole('option', { name: /^Tokyo \(Asia\)/ }));
    await user.click(screen.getByRole('checkbox', { name: /E-mail me/ }));
    await user.click(screen.getByRole('button', { name: 'Save scout' }));
    await waitFor(() => expect(mountProps?.recorded.toasts).toEqual([{ type: 'success', message: 'Scout “Go people” saved.' }]));
    expect(mountProps?.recorded.requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Go people',
      criteria: { text: 'go AND kafka', filters: { city: ['Berlin', 'Moscow'], remote: null } },
      schedule: 'daily',
      hour: 7,
      timeZone: 'Asia/Tokyo',
      digest: true,
    });
  });

  it('shows every filter a scout keeps when editing it, and drops the one its owner removes', async () => {
    const user = userEvent.setup();
    const kept: Scout = { ...scout, criteria: { text: 'go', filters: { city: ['Berlin'], remote: true, skills: ['Kafka'], experienceYears: { min: 3, max: 5 } }, sort: 'updated' } };
    const { mountProps } = renderUserRoute('/user/scout', {
      routes: { 'GET /api/user/scouts': { body: { items: [kept] } }, 'PATCH /api/user/scouts/4': { body: kept } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit: Go people' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit: Go people' });
    const others = within(dialog).getByRole('list', { name: 'Other filters from the search' });
    expect(within(others).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Kafka×', '3–5 years of experience×']);
    await user.click(within(others).getByRole('button', { name: 'Remove Kafka' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mountProps?.recorded.requests.find((request) => request.method === 'PATCH')).toBeDefined());
    expect(mountProps?.recorded.requests.find((request) => request.method === 'PATCH')?.body).toEqual(
      expect.objectContaining({ criteria: { text: 'go', filters: { experienceYears: { min: 3, max: 5 }, city: ['Berlin'], remote: true }, sort: 'updated' } }),
    );
  });

  it('says in Russian what a new scout lacks, before sending it', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderUserRoute('/user/scout', { locale: 'ru', routes: { 'GET /api/user/scouts': { body: { items: [] } } } });
    await user.click(await screen.findByRole('button', { name: 'Сохранить скаутинг' }));
    expect(screen.getByText('Введите название.')).toBeInTheDocument();
    expect(screen.getByText('Введите запрос, город или выберите удалённую работу.')).toBeInTheDocument();
    expect(mountProps?.recorded.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('shows the API’s reason beside the field it names', async () => {
    const user = userEvent.setup();
    renderUserRoute('/user/scout', {
      routes: {
        'GET /api/user/scouts': { body: { items: [] } },
        'POST /api/user/scouts': {
          status: 400,
          body: { error: { code: 'validation_failed', message: 'The request is invalid.', fields: [{ path: 'timeZone', message: 'Unknown time zone: use an IANA name like Europe/Berlin.', code: 'unknown_time_zone' }] } },
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Go');
    await user.type(screen.getByRole('textbox', { name: 'Search query' }), 'go');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Runs' }), 'hourly');
    await user.click(screen.getByRole('button', { name: 'Save scout' }));
    expect(await screen.findByText('Unknown time zone: use an IANA name like Europe/Berlin.')).toBeInTheDocument();
  });

  it('runs a scout and opens its result: the whole match set, new CVs marked, page by page', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderUserRoute('/user/scout', {
      routes: {
        'GET /api/user/scouts': { body: { items: [scout] } },
        'POST /api/user/scouts/4/run': { status: 201, body: run },
        'GET /api/user/scouts/results/11': (request) => ({
          body: request.query.startsWith('page=2') ? { ...run, page: 2, items: [{ type: 'internal', id: 40, name: 'Zoe', title: 'QA', city: null, isNew: false }] } : run,
        }),
        'POST /api/user/favourites': { status: 201, body: { type: 'internal', id: 30, list: { id: 1, name: 'default', isDefault: true }, name: 'Ann', title: 'Developer', city: null, note: null, addedAt: '2024-05-02T10:00:00Z' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Run now: Go people' }));
    expect(await screen.findByText('Scheduled run May 2, 2024, 10:00 AM: 25 matches, 2 new CVs.', { exact: false })).toBeInTheDocument();
    const anna = screen.getByRole('link', { name: 'Anna Petrova' });
    expect(anna).toHaveAttribute('href', '/cv/internal/21');
    const articles = screen.getAllByRole('article');
    expect(articles.map((article) => within(article).queryByText('New') !== null)).toEqual([true, true, false, false]);
    expect(within(articles[3]!).getByRole('heading', { name: 'CV no longer available' })).toBeInTheDocument();
    await user.click(within(anna.closest('article')!).getByRole('button', { name: 'Add to favourites' }));
    expect(await within(anna.closest('article')!).findByRole('button', { name: 'In favourites' })).toBeDisabled();
    expect(mountProps?.recorded.requests.at(-1)?.body).toEqual({ type: 'internal', id: 21 });
    await user.click(screen.getByRole('button', { name: /2/ }));
    expect(await screen.findByRole('link', { name: 'Zoe' })).toBeInTheDocument();
    expect(mountProps?.recorded.requests.at(-1)?.query).toBe('page=2&perPage=20');
  });

  it("hands another user's result to the host 404 screen", async () => {
    const { mountProps } = renderUserRoute('/user/scout/result/99', {
      routes: { 'GET /api/user/scouts/results/99': { status: 404, body: { error: { code: 'not_found', message: 'No such scouting result.' } } } },
    });
    await waitFor(() => expect(mountProps?.recorded.errorScreens).toEqual([{ status: 404 }]));
  });

  it('lists every run with how it started and its new CVs', async () => {
    renderUserRoute('/user/scout/result', { routes: { 'GET /api/user/scouts/results': { body: { items: [run, { ...run, id: 10, newCount: 0, trigger: 'manual' }] } } } });
    const table = await screen.findByRole('table', { name: /Runs of your scouts/ });
    expect(within(table).getAllByRole('link', { name: 'Go people' })[0]).toHaveAttribute('href', '/user/scout/result/11');
    expect(within(table).getByText('2 new')).toBeInTheDocument();
    expect(within(table).getByText('scheduled')).toBeInTheDocument();
    expect(within(table).getByText('by hand')).toBeInTheDocument();
    expect(within(table).getByText('nothing new')).toBeInTheDocument();
  });

  it('marks counts past the exact limit as estimates in the list of runs', async () => {
    const broad = { ...run, total: 1_200_000, totalIsEstimate: true, newCount: 300_000, newCountIsEstimate: true };
    renderUserRoute('/user/scout/result', { routes: { 'GET /api/user/scouts/results': { body: { items: [broad] } } } });
    const table = await screen.findByRole('table', { name: /Runs of your scouts/ });
    expect(within(table).getByText('~1200000')).toBeInTheDocument();
    expect(within(table).getByText('~300000 new')).toBeInTheDocument();
  });

  it('marks an estimated number of new CVs in the result summary and on the widget', async () => {
    const broad = { ...run, total: 1_200_000, totalIsEstimate: true, newCount: 300_000, newCountIsEstimate: true };
    renderUserRoute('/user/scout/result/11', { routes: { 'GET /api/user/scouts/results/11': { body: broad } } });
    expect(await screen.findByText('Scheduled run May 2, 2024, 10:00 AM: ~1200000 matches, ~300000 new CVs.', { exact: false })).toBeInTheDocument();
    renderInUser(<ScoutResultsWidget />, { routes: { 'GET /api/user/scouts/results': { body: { items: [broad] } } } });
    expect(await screen.findByRole('link', { name: 'Go people: ~300000 new CVs' })).toBeInTheDocument();
  });

  it('shows runs with new CVs on the dashboard widget', async () => {
    const { mountProps } = renderInUser(<ScoutResultsWidget />, { routes: { 'GET /api/user/scouts/results': { body: { items: [run] } } } });
    expect(await screen.findByRole('link', { name: 'Go people: 2 new CVs' })).toHaveAttribute('href', '/user/scout/result/11');
    expect(mountProps?.recorded.requests[0]?.query).toBe('limit=5&onlyNew=true');
  });
});
