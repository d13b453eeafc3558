import { act, screen, waitFor, within } from '@testing-library/react';
import type { SearchRequest, SearchResponse } from '@platform/contract';
import type { FakeReply, RecordedRequest } from '@platform/shared/testing';
import { makeItem, makeResponse, RECRUITER } from '../testing/fixtures';
import { renderSearch } from '../testing/render-search';
import { SearchApp } from './search-app';

const SEARCH = 'POST /api/webapp/resumes_search/resumes/';

function searchCalls(requests: RecordedRequest[]): RecordedRequest[] {
  return requests.filter((request) => request.path === '/api/webapp/resumes_search/resumes/');
}

function lastSearchBody(requests: RecordedRequest[]): SearchRequest {
  const call = searchCalls(requests).at(-1);
  if (!call) throw new Error('no search call was made');
  return call.body as SearchRequest;
}

/** Answers every search with `response`, or with what `answer` computes from the request body. */
function searchRoute(answer: SearchResponse | ((body: SearchRequest) => FakeReply)) {
  return {
    [SEARCH]: (request: RecordedRequest): FakeReply =>
      typeof answer === 'function' ? answer(request.body as SearchRequest) : { body: answer },
  };
}

const THREE = [
  makeItem({ id: 1, name: 'Anna Petrova' }),
  makeItem({ id: 2, name: 'Boris Ivanov', type: 'imported' }),
  makeItem({ id: 3, name: 'Clara Schmidt' }),
];

/** A scout as `POST /api/user/scouts` answers (the contract's shape). */
const SAVED_SCOUT = {
  id: 5,
  name: 'Remote Java',
  criteria: { text: 'java', filters: { remote: true } },
  active: true,
  schedule: 'manual',
  hour: null,
  timeZone: 'UTC',
  digest: false,
  createdAt: '2024-05-02T10:00:00Z',
  lastRunAt: null,
  nextRunAt: null,
  lastError: null,
  matches: 0,
};

describe('the search page', () => {
  it('reads the criteria from the address and sends them to the search call', async () => {
    const filters = { city: ['Москва'], experienceYears: { min: 3 }, remote: true };
    const url = `/search?q=java&filters=${encodeURIComponent(JSON.stringify(filters))}&sort=updated&page=2`;
    const { mountProps } = renderSearch(<SearchApp />, { url, routes: searchRoute(makeResponse(THREE, { total: 45, page: 1 })) });

    expect(await screen.findByRole('heading', { level: 3, name: 'Clara Schmidt' })).toBeInTheDocument();
    expect(lastSearchBody(mountProps.recorded.requests)).toEqual({ text: 'java', filters, sort: 'updated', page: 1, perPage: 20 });
    expect(screen.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('java');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('updated');
    expect(screen.getByRole('heading', { level: 1, name: 'Search CVs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /45 CVs found/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter: City: Москва' })).toBeInTheDocument();
  });

  it('submits the keywords and the filters as one request and writes them into the address', async () => {
    const { mountProps, user } = renderSearch(<SearchApp />, { routes: searchRoute(makeResponse(THREE)) });
    await screen.findByRole('heading', { level: 3, name: 'Anna Petrova' });
    expect(lastSearchBody(mountProps.recorded.requests)).toEqual({ sort: 'relevance', page: 0, perPage: 20 });

    await user.type(screen.getByRole('searchbox', { name: 'Keywords' }), 'kotlin -junior');
    await user.click(screen.getByRole('checkbox', { name: 'Remote work' }));
    // The facet names the city in the page's language; the filter takes that name.
    await user.click(screen.getByRole('checkbox', { name: 'Moscow (12)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Up to' }), '250000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USD');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(lastSearchBody(mountProps.recorded.requests)).toEqual({
        text: 'kotlin -junior',
        filters: { city: ['Moscow'], salary: { max: 250000, currency: 'USD' }, remote: true },
        sort: 'relevance',
        page: 0,
        perPage: 20,
      }),
    );
    const params = new URLSearchParams(window.location.search);
    expect(params.get('q')).toBe('kotlin -junior');
    expect(JSON.parse(params.get('filters') ?? '{}')).toEqual({ city: ['Moscow'], salary: { max: 250000, currency: 'USD' }, remote: true });
  });

  it('goes back to the previous search with the browser Back button', async () => {
    const { mountProps, user } = renderSearch(<SearchApp />, { url: '/search?q=java', routes: searchRoute(makeResponse(THREE)) });
    await screen.findByRole('heading', { level: 3, name: 'Anna Petrova' });

    const box = screen.getByRole('searchbox', { name: 'Keywords' });
    await user.clear(box);
    await user.type(box, 'rust{Enter}');
    await waitFor(() => expect(lastSearchBody(mountProps.recorded.requests).text).toBe('rust'));

    act(() => window.history.back());
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('java'));
    await waitFor(() => expect(lastSearchBody(mountProps.recorded.requests).text).toBe('java'));
  });

  it('forwards the whole page query string to the search call when it carries utm_source', async () => {
    const { mountProps } = renderSearch(<SearchApp />, {
      url: '/search?utm_source=mail&utm_campaign=welcome&q=go',
      routes: searchRoute(makeResponse(THREE)),
    });
    await screen.findByRole('heading', { level: 3, name: 'Anna Petrova' });
    expect(searchCalls(mountProps.recorded.requests)[0]?.query).toBe('utm_source=mail&utm_campaign=welcome&q=go');
  });

  it('does not forward the query string without utm_source', async () => {
    const { mountProps } = renderSearch(<SearchApp />, { url: '/search?utm_campaign=welcome&q=go', routes: searchRoute(makeResponse(THREE)) });
    await screen.findByRole('heading', { level: 3, name: 'Anna Petrova' });
    expect(searchCalls(mountProps.recorded.requests)[0]?.query).toBe('');
  });

  it('renders highlights as <mark> at the exact offsets and shows markup in a fragment as text', async () => {
    const fragment = 'Used <b>Java</b> & <script>alert(1)</script> daily';
    const start = fragment.indexOf('Java');
    const item = makeItem({
      highlights: [{ field: 'summary', text: fragment, matches: [{ start, length: 4 }, { start: fragment.indexOf('daily'), length: 5 }] }],
    });
    renderSearch(<SearchApp />, { routes: searchRoute(makeResponse([item])) });

    const matches = await screen.findByRole('list', { name: 'Matches' });
    const marks = matches.querySelectorAll('mark');
    expect(Array.from(marks, (mark) => mark.textContent)).toEqual(['Java', 'daily']);
    expect(matches.textContent).toBe(`Summary: ${fragment}`);
    expect(document.querySelector('script')).toBeNull();
    expect(matches.querySelector('b')).toBeNull();
  });

  it('shows an empty state that lists the active filters as removable chips', async () => {
    const { mountProps, user } = renderSearch(<SearchApp />, {
      url: `/search?q=cobol&filters=${encodeURIComponent(JSON.stringify({ city: ['Berlin'], relocation: true }))}`,
      routes: searchRoute((body) => ({ body: body.filters?.city ? makeResponse([]) : makeResponse(THREE) })),
    });

    expect(await screen.findByRole('heading', { name: 'No CVs match this search' })).toBeInTheDocument();
    expect(screen.getByText('Try relaxing the search: remove a filter below.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter: Keywords: cobol' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter: Ready to relocate' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove filter: City: Berlin' }));
    await screen.findByRole('heading', { level: 3, name: 'Anna Petrova' });
    expect(lastSearchBody(mountProps.recorded.requests)).toEqual({
      text: 'cobol',
      filters: { relocation: true },
      sort: 'relevance',
      page: 0,
      perPage: 20,
    });
    expect(JSON.parse(new URLSearchParams(window.location.search).get('filters') ?? '{}')).toEqual({ relocation: true });
  });

  it('pages through the results', async () => {
    const { mountProps, user } = renderSearch(<SearchApp />, {
      routes: searchRoute((body) => ({
        body: makeResponse([makeItem({ id: (body.page ?? 0) + 100, name: `Page ${(body.page ?? 0) + 1} person` })], {
          total: 45,
          page: body.page ?? 0,
        }),
      })),
    });
    await screen.findByRole('heading', { level: 3, name: 'Page 1 person' });
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Page 4' })).toBeNull();

    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Page 2 person' })).toBeInTheDocument();
    expect(lastSearchBody(mountProps.recorded.requests).page).toBe(1);
    expect(new URLSearchParams(window.location.search).get('page')).toBe('2');
  });

  it('moves between results with the arrow keys and j/k, and opens one with Enter', async () => {
    const { mountProps, user } = renderSearch(<SearchApp />, { routes: searchRoute(makeResponse(THREE)) });
    await screen.findByRole('heading', { level: 3, name: 'Anna Petrova' });
    const links = ['Anna Petrova', 'Boris Ivanov', 'Clara Schmidt'].map((name) => screen.getByRole('link', { name }));
    expect(links[1]).toHaveAttribute('href', '/cv/imported/2');

    await user.keyboard('j');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('j');
    expect(links[2]).toHaveFocus();
    await user.keyboard('j');
    expect(links[2]).toHaveFocus();
    await user.keyboard('{ArrowUp}k');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(mountProps.recorded.navigations).toEqual([{ path: '/cv/imported/2' }]);
  });

  it('links results with the locale prefix in Russian', async () => {
    renderSearch(<SearchApp />, { url: '/ru/search', locale: 'ru', routes: searchRoute(makeResponse(THREE)) });
    expect(await screen.findByRole('link', { name: 'Anna Petrova' })).toHaveAttribute('href', '/ru/cv/internal/1');
    expect(screen.getByRole('heading', { level: 1, name: 'Поиск резюме' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Найдено 3 резюме/ })).toBeInTheDocument();
  });

  it('shows anonymous visitors the results with a hint to sign in, and no recruiter actions', async () => {
    renderSearch(<SearchApp />, { url: '/search?q=java', routes: searchRoute(makeResponse(THREE)) });
    await screen.findByRole('heading', { level: 3, name: 'Anna Petrova' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/search?q=java')}`);
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save as scouting' })).toBeNull();
  });

  it('adds a result to a chosen favourites list of a signed-in recruiter and says so', async () => {
    const lists = (contains: boolean) => ({
      items: [
        { id: 1, name: 'default', isDefault: true, count: 0, createdAt: '2024-05-01T10:00:00Z', containsCv: false },
        { id: 7, name: 'Java', isDefault: false, count: 0, createdAt: '2024-05-01T10:00:00Z', containsCv: contains },
      ],
    });
    let added = false;
    const { mountProps, user } = renderSearch(<SearchApp />, {
      session: RECRUITER,
      routes: {
        ...searchRoute(makeResponse(THREE)),
        'GET /api/user/favourites/lists': () => ({ body: lists(added) }),
        'POST /api/user/favourites': () => {
          added = true;
          return { status: 201, body: { type: 'internal', id: 1, list: { id: 2, name: 'Java', isDefault: false }, name: 'Anna Petrova', title: 'Developer', city: null, note: null, addedAt: '2024-05-02T10:00:00Z' } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add to list: Boris Ivanov' }));
    const panel = await screen.findByRole('dialog', { name: 'Add to list: Boris Ivanov' });
    await user.click(await within(panel).findByRole('checkbox', { name: 'Java' }));

    await waitFor(() => expect(mountProps.recorded.toasts).toEqual([expect.objectContaining({ type: 'success', message: 'Added to “Java”' })]));
    const call = mountProps.recorded.requests.find((request) => request.method === 'POST' && request.path === '/api/user/favourites');
    expect(call?.body).toEqual({ type: 'imported', id: 2, listId: 7 });
    expect(mountProps.recorded.requests.find((request) => request.path === '/api/user/favourites/lists')?.query).toBe('type=imported&id=2');
    expect(await within(panel).findByRole('checkbox', { name: 'Java' })).toBeChecked();
    expect(screen.queryByText(/Sign in/)).toBeNull();
  });

  it('marks the results a recruiter keeps in lists or whose contacts the team opened, and asks again after a change', async () => {
    let marksAsked = 0;
    const { mountProps, user } = renderSearch(<SearchApp />, {
      session: RECRUITER,
      routes: {
        ...searchRoute(makeResponse(THREE)),
        'GET /api/user/favourites/marks': () => {
          marksAsked += 1;
          return {
            body: {
              items: [
                { type: 'internal', id: 1, lists: [{ id: 1, name: 'default', isDefault: true }, { id: 7, name: 'Java', isDefault: false }], contactsOpenedAt: null },
                { type: 'imported', id: 2, lists: [], contactsOpenedAt: new Date(Date.now() - 3 * 86_400_000).toISOString() },
              ],
            },
          };
        },
        'GET /api/user/favourites/lists': { body: { items: [{ id: 7, name: 'Java', isDefault: false, count: 1, createdAt: '2024-05-01T10:00:00Z', containsCv: false }] } },
        'POST /api/user/favourites': { status: 201, body: { type: 'internal', id: 3, list: { id: 7, name: 'Java', isDefault: false }, name: 'Clara Schmidt', title: 'Developer', city: null, note: null, addedAt: '2024-05-02T10:00:00Z' } },
      },
    });
    const anna = (await screen.findByRole('link', { name: 'Anna Petrova' })).closest('article');
    const boris = screen.getByRole('link', { name: 'Boris Ivanov' }).closest('article');
    const clara = screen.getByRole('link', { name: 'Clara Schmidt' }).closest('article');
    if (anna === null || boris === null || clara === null) throw new Error('a result is not an article');
    expect(await within(anna).findByText('In your lists: Favourites, Java')).toBeInTheDocument();
    expect(within(boris).getByText('Contacts opened 3 days ago')).toBeInTheDocument();
    expect(within(clara).queryByText(/In your list|Contacts opened/)).toBeNull();
    expect(mountProps.recorded.requests.find((request) => request.path === '/api/user/favourites/marks')?.query).toBe(`cvs=${encodeURIComponent('internal:1,imported:2,internal:3')}`);

    // Keeping a CV asks for the marks again.
    await user.click(screen.getByRole('button', { name: 'Add to list: Clara Schmidt' }));
    await user.click(await within(await screen.findByRole('dialog', { name: 'Add to list: Clara Schmidt' })).findByRole('checkbox', { name: 'Java' }));
    await waitFor(() => expect(marksAsked).toBe(2));
  });

  it('asks no marks for a visitor', async () => {
    const { mountProps } = renderSearch(<SearchApp />, { routes: searchRoute(makeResponse(THREE)) });
    expect(await screen.findByRole('link', { name: 'Anna Petrova' })).toBeInTheDocument();
    expect(mountProps.recorded.requests.filter((request) => request.path === '/api/user/favourites/marks')).toEqual([]);
  });

  it('tells the recruiter when adding to favourites failed', async () => {
    const { mountProps, user } = renderSearch(<SearchApp />, {
      session: RECRUITER,
      routes: {
        ...searchRoute(makeResponse(THREE)),
        'GET /api/user/favourites/lists': { body: { items: [{ id: 1, name: 'default', isDefault: true, count: 0, createdAt: '2024-05-01T10:00:00Z', containsCv: false }] } },
        'POST /api/user/favourites': { status: 500, body: { error: { code: 'internal', message: 'Database is down' } } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add to list: Anna Petrova' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Favourites' }));
    await waitFor(() =>
      expect(mountProps.recorded.toasts).toEqual([
        expect.objectContaining({ type: 'error', message: 'Could not change your favourites', description: 'Database is down' }),
      ]),
    );
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Favourites' })).not.toBeChecked());
  });

  it('saves the search as scouting', async () => {
    const { mountProps, user } = renderSearch(<SearchApp />, {
      url: `/search?q=java&filters=${encodeURIComponent(JSON.stringify({ remote: true }))}&page=3`,
      session: RECRUITER,
      routes: { ...searchRoute(makeResponse(THREE, { total: 60 })), 'POST /api/user/scouts': { status: 201, body: SAVED_SCOUT } },
    });
    await user.click(await screen.findByRole('button', { name: 'Save as scouting' }));
    const dialog = screen.getByRole('dialog', { name: 'Save this search as scouting' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('java');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Give the scouting a name.')).toBeInTheDocument();

    await user.type(name, 'Remote Java');
    // The dialog promises regular runs and saves one: daily at 09:00 in the browser's zone unless changed.
    expect(within(dialog).getByRole('combobox', { name: 'Runs' })).toHaveValue('daily');
    expect(within(dialog).getByRole('combobox', { name: 'Hour' })).toHaveValue('9');
    expect(within(dialog).getByRole('combobox', { name: /Time zone/ })).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Hour' }), '07:00');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Time zone/ }), within(dialog).getByRole('option', { name: /^Berlin \(Europe\)/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = mountProps.recorded.requests.find((request) => request.path === '/api/user/scouts');
    expect(call?.body).toEqual({
      name: 'Remote Java',
      criteria: { text: 'java', filters: { remote: true }, sort: 'relevance' },
      schedule: 'daily',
      hour: 7,
      timeZone: 'Europe/Berlin',
    });
    expect(mountProps.recorded.toasts).toEqual([
      expect.objectContaining({ type: 'success', message: 'Scouting saved', description: '“Remote Java” will run every day at 07:00 (Europe/Berlin).' }),
    ]);
  });

  it('saves a scouting that runs only when asked, in Russian, without asking for an hour or a zone', async () => {
    const { mountProps, user } = renderSearch(<SearchApp />, {
      url: '/ru/search?q=java',
      locale: 'ru',
      session: RECRUITER,
      routes: { ...searchRoute(makeResponse(THREE, { total: 60 })), 'POST /api/user/scouts': { status: 201, body: SAVED_SCOUT } },
    });
    await user.click(await screen.findByRole('button', { name: 'Сохранить как скаутинг' }));
    const dialog = screen.getByRole('dialog', { name: 'Сохранить поиск как скаутинг' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Запуск' }), 'Только когда я запущу');
    expect(within(dialog).queryByRole('combobox', { name: 'Час' })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: /Часовой пояс/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mountProps.recorded.requests.find((request) => request.path === '/api/user/scouts')?.body).toEqual(expect.objectContaining({ schedule: 'manual' }));
  });

  it('lets a recruiter tick results across pages and write to them about an open vacancy', async () => {
    const vacancy = (id: number, title: string) => ({
      id,
      teamName: 'Acme',
      title,
      description: '',
      city: null,
      remote: true,
      salaryMin: null,
      salaryMax: null,
      currency: null,
      status: 'open',
      skills: [],
      employmentType: 'full_time',
      level: null,
      updatedAt: '2024-05-02T10:00:00Z',
      retentionMonths: 24,
      canManage: true,
      createdAt: '2024-05-02T10:00:00Z',
      views: 0,
      applications: 0,
      mailings: 0,
      newApplications: 0,
      unreadMessages: 0,
    });
    const { mountProps, user } = renderSearch(<SearchApp />, {
      url: '/search?q=java',
      session: RECRUITER,
      routes: {
        ...searchRoute((body) => ({ body: makeResponse(body.page === 1 ? [makeItem({ id: 9, name: 'Dmitry Orlov' })] : THREE, { total: 21, page: body.page ?? 0 }) })),
        'GET /api/team/vacancies': { body: { items: [vacancy(7, 'Go developer'), vacancy(8, 'Java developer')], total: 2, page: 1, perPage: 50 } },
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Anna Petrova' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Boris Ivanov' }));
    expect(screen.getByRole('group', { name: 'Selected CVs' })).toHaveTextContent('2 CVs selected');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Dmitry Orlov' }));
    expect(screen.getByRole('group', { name: 'Selected CVs' })).toHaveTextContent('3 CVs selected');
    await user.click(screen.getByRole('button', { name: 'Write to selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write to 3 selected candidates' });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Vacancy' }), 'Java developer');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to the mailing' }));
    expect(mountProps.recorded.navigations).toEqual([{ path: '/team/vacancy/8/Mailings?cvs=internal%3A1%2Cimported%3A2%2Cinternal%3A9' }]);
    expect(mountProps.recorded.requests.find((request) => request.path === '/api/team/vacancies')?.query).toBe('status=open&perPage=50');
  });

  it('gives visitors no boxes to tick', async () => {
    renderSearch(<SearchApp />, { url: '/search?q=java', session: null, routes: searchRoute(makeResponse(THREE)) });
    expect(await screen.findByRole('heading', { level: 3, name: 'Anna Petrova' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Select / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Write to selected' })).toBeNull();
  });

  it('shows an error state with a retry when the search fails', async () => {
    let calls = 0;
    const { user } = renderSearch(<SearchApp />, {
      routes: searchRoute(() => {
        calls += 1;
        return calls === 1 ? { status: 503, body: { error: { code: 'unavailable', message: 'Busy' } } } : { body: makeResponse(THREE) };
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The search failed' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Anna Petrova' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('asks to wait a few seconds when the API is too busy to take an anonymous search (503 busy), and the retry searches again', async () => {
    let calls = 0;
    const { user } = renderSearch(<SearchApp />, {
      routes: searchRoute(() => {
        calls += 1;
        return calls === 1 ? { status: 503, body: { error: { code: 'busy', message: 'Search is in high demand right now.' } } } : { body: makeResponse(THREE) };
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Many people are searching right now. Please try again in a few seconds, or sign in: searches of signed-in users are not held back.'),
    ).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Anna Petrova' })).toBeInTheDocument();
  });

  it('explains the busy and rate-limited answers in Russian', async () => {
    let reply: FakeReply = { status: 503, body: { error: { code: 'busy', message: 'Busy' } } };
    const { user } = renderSearch(<SearchApp />, { url: '/ru/search?q=java', locale: 'ru', routes: searchRoute(() => reply) });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Сейчас ищут очень многие. Повторите поиск через несколько секунд или войдите: поиски вошедших пользователей не ограничиваются.'),
    ).toBeInTheDocument();
    reply = { status: 429, body: { error: { code: 'rate_limited', message: 'Too many requests: try again in 1 minute.' } } };
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(
      await screen.findByText('С вашего адреса за последнюю минуту было слишком много поисков. Подождите минуту или войдите, чтобы искать дальше.'),
    ).toBeInTheDocument();
  });

  it('explains a query the API could not understand', async () => {
    renderSearch(<SearchApp />, {
      url: '/search?q=(java',
      routes: searchRoute(() => ({
        status: 400,
        body: { error: { code: 'bad_request', message: 'Invalid', fields: [{ path: 'text', message: 'Unbalanced parenthesis' }] } },
      })),
    });
    expect(await screen.findByText('The search could not be understood: Unbalanced parenthesis')).toBeInTheDocument();
  });

  it('explains a rejected search in Russian, in Russian: the area\u2019s words for its codes, the UI kit\u2019s for the rest', async () => {
    renderSearch(<SearchApp />, {
      url: '/ru/search?q=java',
      locale: 'ru',
      routes: searchRoute(() => ({
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'The request is invalid.',
            fields: [
              { path: 'text', message: 'A search may hold at most 64 words and phrases.', code: 'query_too_many_terms', params: { limit: 64 } },
              { path: 'filters.salary.max', message: 'Expected a number.', code: 'invalid_type', params: { expected: 'number' } },
            ],
          },
        },
      })),
    });
    expect(
      await screen.findByText('Не удалось разобрать запрос: В запросе может быть не больше 64 слов и фраз. Введите число.'),
    ).toBeInTheDocument();
  });

  it('shows a loading skeleton while the search runs', async () => {
    let release: (reply: FakeReply) => void = () => undefined;
    renderSearch(<SearchApp />, { routes: { [SEARCH]: () => new Promise<FakeReply>((resolve) => (release = resolve)) } });
    expect(await screen.findByText('Searching…', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Searching…' })).toHaveAttribute('aria-busy', 'true');
    act(() => release({ body: makeResponse(THREE) }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Anna Petrova' })).toBeInTheDocument();
  });

  it('names a facet city in Russian on the Russian page, ticked under any of its names', async () => {
    const { mountProps, user } = renderSearch(<SearchApp />, {
      // An address shared from the English site.
      url: `/ru/search?filters=${encodeURIComponent(JSON.stringify({ city: ['Moscow'] }))}`,
      locale: 'ru',
      routes: searchRoute(makeResponse(THREE)),
    });
    const moscow = await screen.findByRole('checkbox', { name: 'Москва (12)' });
    expect(moscow).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Moscow' })).not.toBeInTheDocument();
    // Unticking removes the English spelling too.
    await user.click(moscow);
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    await waitFor(() => expect(lastSearchBody(mountProps.recorded.requests).filters).toBeUndefined());
  });

  it('names a hit\'s city in the page\'s language where the platform knows it, else as the CV spells it', async () => {
    // Found by the city (the filter said "Moscow"): the match is named as the card names the city.
    const cityMatch = { field: 'city' as const, text: 'Москва', matches: [{ start: 0, length: 6 }] };
    const items = [
      makeItem({ id: 1, city: 'Москва', cityLabels: { en: 'Moscow', ru: 'Москва' }, highlights: [cityMatch] }),
      makeItem({ id: 2, name: 'Boris', city: 'Perth', highlights: [{ field: 'city', text: 'Perth', matches: [{ start: 0, length: 5 }] }] }),
    ];
    renderSearch(<SearchApp />, { routes: searchRoute(makeResponse(items)) });
    const [anna, boris] = await screen.findAllByRole('article');
    if (anna === undefined || boris === undefined) throw new Error('two cards expected');
    expect(anna).toHaveTextContent('Moscow');
    expect(anna).not.toHaveTextContent('Москва');
    expect(within(anna).getByRole('list', { name: 'Matches' })).toHaveTextContent('City: Moscow');
    expect(within(anna).getByText('Moscow', { selector: 'mark' })).toBeInTheDocument();
    expect(boris).toHaveTextContent('Perth');
    expect(within(boris).getByText('Perth', { selector: 'mark' })).toBeInTheDocument();
  });

  it('shows the estimate as "about" and the facet counts', async () => {
    renderSearch(<SearchApp />, { routes: searchRoute(makeResponse(THREE, { total: 12345, totalIsEstimate: true })) });
    expect(await screen.findByRole('heading', { level: 2, name: /About 12,345 CVs found/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Berlin (3)' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: '6 years and more (8)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows an estimated total as one in Russian too', async () => {
    renderSearch(<SearchApp />, {
      url: '/ru/search',
      locale: 'ru',
      routes: searchRoute(makeResponse(THREE, { total: 120_000, totalIsEstimate: true })),
    });
    expect(await screen.findByRole('heading', { level: 2, name: /^Найдено около 120\s000 резюме/ })).toBeInTheDocument();
  });

  it('shows an exact total above the old limit without "about"', async () => {
    renderSearch(<SearchApp />, { routes: searchRoute(makeResponse(THREE, { total: 82_271, totalIsEstimate: false })) });
    expect(await screen.findByRole('heading', { level: 2, name: /^82,271 CVs found/ })).toBeInTheDocument();
  });

  it('sends any other path of the area to the 404 screen', () => {
    const { mountProps } = renderSearch(<SearchApp />, { url: '/search/oops' });
    expect(mountProps.recorded.errorScreens).toEqual([{ status: 404 }]);
  });
});
