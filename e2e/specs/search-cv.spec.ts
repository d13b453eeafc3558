import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { ResumeDetails, SearchRequest, SearchResponse } from '@platform/contract';
import { registerAccount, teamCredits } from '../support/accounts';
import { HOST_ORIGIN } from '../support/platform';

/**
 * The core job of the platform (docs/product.md#search): search CVs, read one, and, as a
 * recruiter, open its contacts, keep it in favourites and find the search again in the history.
 */

const SEARCH_URL = `${HOST_ORIGIN}/api/webapp/resumes_search/resumes/`;
const DETAILS_URL = `${HOST_ORIGIN}/api/webapp/resumes_search/resume/`;

interface LocaleCase {
  locale: 'en' | 'ru';
  prefix: '' | '/ru';
  query: string;
  /** What every highlighted fragment of the query must look like (word forms of it). */
  matchForm: RegExp;
  texts: {
    title: string;
    keywords: string;
    experience: string;
    skills: string;
    contacts: string;
    recruitersOnly: string;
    signIn: string;
    badRequest: string;
  };
}

const LOCALES: LocaleCase[] = [
  {
    locale: 'en',
    prefix: '',
    query: 'developer',
    // Synonyms are on by default: developer also finds разработчик and программист.
    matchForm: /^(develop|разработчик|программист)/i,
    texts: {
      title: 'Search CVs',
      keywords: 'Keywords',
      experience: 'Work experience',
      skills: 'Skills',
      contacts: 'Contacts',
      recruitersOnly: 'Contacts are shown to recruiters only.',
      signIn: 'Sign in',
      badRequest: 'The search could not be understood:',
    },
  },
  {
    locale: 'ru',
    prefix: '/ru',
    query: 'разработчик',
    // Synonyms are on by default: разработчик also finds developer and программист.
    matchForm: /^(разработчик|develop|программист)/i,
    texts: {
      title: 'Поиск резюме',
      keywords: 'Ключевые слова',
      experience: 'Опыт работы',
      skills: 'Навыки',
      contacts: 'Контакты',
      recruitersOnly: 'Контакты видят только рекрутеры.',
      signIn: 'Войдите',
      badRequest: 'Не удалось разобрать запрос:',
    },
  },
];
const EN = LOCALES[0] as LocaleCase;

function searchArea(page: Page): Locator {
  return page.locator('[data-remote="search"]');
}

function cvArea(page: Page): Locator {
  return page.locator('[data-remote="cv"]');
}

/** The host's error screens (403/404/500…): a search must never end on one. */
function errorScreenHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 1, name: /^(Error|Ошибка) \d{3}/ });
}

function isSearchCall(text: string | undefined) {
  return (response: { url(): string; request(): { method(): string; postDataJSON(): unknown } }) => {
    if (response.url() !== SEARCH_URL || response.request().method() !== 'POST') return false;
    if (text === undefined) return true;
    const body: unknown = response.request().postDataJSON();
    return typeof body === 'object' && body !== null && Reflect.get(body, 'text') === text;
  };
}

/** The next search call the page makes (with this text, if given): its status, request and answer. */
async function nextSearch(page: Page, text?: string, action?: () => Promise<unknown>) {
  const pending = page.waitForResponse(isSearchCall(text));
  await action?.();
  const response = await pending;
  const request = response.request().postDataJSON() as SearchRequest;
  const body = response.ok() ? ((await response.json()) as SearchResponse) : null;
  return { status: response.status(), request, body };
}

/** Types the query into the keyword box and submits it with Enter. */
function typeQuery(page: Page, texts: LocaleCase['texts'], query: string) {
  return async () => {
    const box = searchArea(page).getByRole('searchbox', { name: texts.keywords });
    await box.fill(query);
    await box.press('Enter');
  };
}

async function openSearch(page: Page, where: LocaleCase) {
  await page.goto(`${where.prefix}/search`);
  await expect(searchArea(page).getByRole('heading', { level: 1, name: where.texts.title })).toBeVisible();
}

/** The whole text of a CV as the API gives it to anonymous visitors. */
async function cvText(request: APIRequestContext, item: { type: string; id: number }): Promise<string> {
  const response = await request.post(DETAILS_URL, { data: { type: item.type, id: item.id }, headers: { origin: HOST_ORIGIN } });
  expect(response.status()).toBe(200);
  const details = (await response.json()) as ResumeDetails;
  return JSON.stringify({ title: details.title, skills: details.skills, resume: details.resume });
}

const normaliseSpaces = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

for (const where of LOCALES) {
  test(`anonymous (${where.locale}): search, highlighted results, a CV without contacts, and Back to the same results`, async ({ page }) => {
    await openSearch(page, where);
    const { body } = await nextSearch(page, where.query, typeQuery(page, where.texts, where.query));
    if (!body) throw new Error('the search failed');
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.length).toBeGreaterThan(0);
    await expect(page).toHaveURL((url) => url.pathname === `${where.prefix}/search` && url.searchParams.get('q') === where.query);

    const area = searchArea(page);
    await expect(area.getByRole('article')).toHaveCount(body.items.length);
    const marks = await area.locator('article mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark).toMatch(where.matchForm);
    const total = new Intl.NumberFormat(where.locale === 'ru' ? 'ru-RU' : 'en-US').format(body.total);
    const summary = normaliseSpaces((await area.getByRole('heading', { level: 2 }).filter({ hasText: /\d/ }).first().textContent()) ?? '');
    expect(summary).toContain(normaliseSpaces(total));

    const first = body.items[0];
    if (!first) throw new Error('no first result');
    await area.getByRole('article').first().getByRole('link', { name: first.name }).click();
    await expect(page).toHaveURL(`${HOST_ORIGIN}${where.prefix}/cv/${first.type}/${first.id}`);
    const cv = cvArea(page);
    await expect(cv.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    await expect(cv.getByRole('heading', { level: 2, name: where.texts.experience })).toBeVisible();
    await expect(cv.getByRole('heading', { level: 2, name: where.texts.skills })).toBeVisible();
    const contacts = cv.getByRole('region', { name: where.texts.contacts });
    await expect(contacts).toContainText(where.texts.recruitersOnly);
    await expect(contacts.getByRole('link', { name: where.texts.signIn })).toBeVisible();
    await expect(cv.locator('a[href^="mailto:"], a[href^="tel:"]')).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === `${where.prefix}/search` && url.searchParams.get('q') === where.query);
    await expect(area.getByRole('searchbox', { name: where.texts.keywords })).toHaveValue(where.query);
    await expect(area.getByRole('article').first().getByRole('link', { name: first.name })).toBeVisible();
  });
}

test('boolean syntax: java AND (spring OR kotlin) NOT junior returns only CVs that satisfy it', async ({ page, request }) => {
  const query = 'java AND (spring OR kotlin) NOT junior';
  await openSearch(page, EN);
  const { body } = await nextSearch(page, query, typeQuery(page, EN.texts, query));
  if (!body) throw new Error('the search failed');
  expect(body.total).toBeGreaterThan(0);
  expect(body.corrected).toBeUndefined();
  for (const item of body.items) {
    expect(item.title, `${item.id}`).not.toMatch(/\bjuniors?\b/i);
    const text = await cvText(request, item);
    expect(text, `CV ${item.id} mentions java`).toMatch(/\bjava\b/i);
    expect(text, `CV ${item.id} mentions spring or kotlin`).toMatch(/\b(spring|kotlin)\b/i);
    expect(text, `CV ${item.id} never says junior`).not.toMatch(/\bjuniors?\b/i);
  }
  await expect(searchArea(page).getByRole('article')).toHaveCount(body.items.length);
});

test('the Russian page names facet cities in Russian, and filters by that name', async ({ page }) => {
  const query = 'разработчик';
  const { body: all } = await nextSearch(page, query, () => page.goto(`/ru/search?q=${query}`));
  if (!all) throw new Error('the search failed');
  const moscow = all.facets.city.find((bucket) => bucket.labels?.ru === 'Москва');
  expect(moscow?.labels).toEqual({ en: 'Moscow', ru: 'Москва' });
  const filters = searchArea(page).getByRole('form', { name: 'Фильтры' });
  await filters.getByRole('group', { name: 'Город' }).getByRole('checkbox', { name: /^Москва \(\d+\)$/ }).check();
  const { request, body } = await nextSearch(page, query, () => filters.getByRole('button', { name: 'Применить фильтры' }).click());
  if (!body) throw new Error('the filtered search failed');
  expect(request.filters?.city).toEqual(['Москва']);
  expect(body.total).toBeGreaterThan(0);
  expect(body.total).toBeLessThan(all.total);
  for (const item of body.items) expect(item.city, `${item.id}`).toMatch(/^(Moscow|Москва)$/);
  // The applied filter's chip (each card also names its city, highlighted when it was filtered by).
  await expect(searchArea(page).getByRole('list', { name: 'Действующие фильтры' }).getByText('Город: Москва')).toBeVisible();
});

test('a city filter narrows the results to that city', async ({ page }) => {
  const { body: all } = await nextSearch(page, EN.query, () => page.goto(`/search?q=${EN.query}`));
  if (!all) throw new Error('the search failed');
  const area = searchArea(page);
  const filters = area.getByRole('form', { name: 'Filters' });
  const city = filters.getByRole('group', { name: 'City' });
  await city.getByRole('checkbox', { name: /^London \(\d+\)$/ }).check();
  const { request, body } = await nextSearch(page, EN.query, () => filters.getByRole('button', { name: 'Apply filters' }).click());
  if (!body) throw new Error('the filtered search failed');
  expect(request.filters?.city).toEqual(['London']);
  expect(body.total).toBeGreaterThan(0);
  expect(body.total).toBeLessThan(all.total);
  for (const item of body.items) expect(item.city, `${item.id}`).toMatch(/^(London|Лондон)$/);
  await expect(area.getByRole('article')).toHaveCount(body.items.length);
  await expect(area.getByRole('list', { name: 'Active filters' }).getByText('City: London')).toBeVisible();
  await expect(page).toHaveURL((url) => url.searchParams.get('filters')?.includes('London') === true);
});

test('C++ finds CVs with C++, not plain C', async ({ page, request }) => {
  await openSearch(page, EN);
  const { body } = await nextSearch(page, 'C++', typeQuery(page, EN.texts, 'C++'));
  if (!body) throw new Error('the search failed');
  expect(body.total).toBeGreaterThan(0);
  for (const item of body.items) {
    expect(await cvText(request, item), `CV ${item.id} mentions C++`).toContain('C++');
  }
  const marks = await searchArea(page).locator('article mark').allTextContents();
  expect(marks.length).toBeGreaterThan(0);
  for (const mark of marks) expect(mark.toLowerCase()).toBe('c++');
});

test.describe('a signed-in recruiter', () => {
  test('opening the contacts of a public CV spends one credit once, the header follows without a reload; a second view is free', async ({ page }) => {
    await registerAccount(page.request);
    const before = await teamCredits(page.request);
    await page.goto('/cv/username/candidate');
    const cv = cvArea(page);
    const contacts = cv.getByRole('region', { name: 'Contacts' });
    await expect(contacts).toContainText(`Your team has ${before} credits.`);
    await expect(contacts.locator('a[href^="mailto:"]')).toHaveCount(0);
    const header = page.getByRole('banner');
    await expect(header).toContainText(`Credits: ${before}`);
    // Survives only as long as the page does: a full reload would drop it.
    await page.evaluate(() => Reflect.set(window, 'e2eSamePage', true));

    const reveal = page.waitForResponse((response) => response.url() === `${DETAILS_URL}contacts`);
    await contacts.getByRole('button', { name: 'Show contacts (1 credit)' }).click();
    expect((await reveal).status()).toBe(200);
    await expect(contacts.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(contacts.getByRole('status')).toHaveText(`1 credit spent. ${before - 1} left.`);
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Contacts opened');
    expect(await teamCredits(page.request)).toBe(before - 1);
    // The remote refreshed the shell's session (contract v2): the header shows the new balance, same page.
    await expect(header).toContainText(`Credits: ${before - 1}`);
    expect(await page.evaluate(() => Reflect.get(window, 'e2eSamePage'))).toBe(true);

    await page.reload();
    await expect(cv.getByRole('region', { name: 'Contacts' }).locator('a[href^="mailto:"]')).toBeVisible();
    await expect(cv.getByRole('button', { name: /^Show contacts/ })).toHaveCount(0);
    expect(await teamCredits(page.request)).toBe(before - 1);
  });

  test('adds a CV to favourites and finds it there; the search and the view are in the history', async ({ page }) => {
    await registerAccount(page.request);
    await openSearch(page, EN);
    const query = 'kotlin';
    const { body } = await nextSearch(page, query, typeQuery(page, EN.texts, query));
    const first = body?.items[0];
    if (!first) throw new Error('no result to keep');
    const card = searchArea(page).getByRole('article').first();
    await card.getByRole('button', { name: `Add to list: ${first.name}` }).click();
    await card.getByRole('dialog').getByRole('checkbox', { name: 'Favourites' }).check();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Added to “Favourites”');
    await expect(card.getByRole('dialog').getByRole('checkbox', { name: 'Favourites' })).toBeChecked();
    await page.keyboard.press('Escape');

    await card.getByRole('link', { name: first.name }).click();
    await expect(cvArea(page).getByRole('heading', { level: 1, name: first.name })).toBeVisible();

    // Favourites and History sit in the header's "My work" menu.
    await page.getByRole('banner').getByRole('button', { name: 'My work' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Favourites' }).click();
    const user = page.locator('[data-remote="user"]');
    await expect(user.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    await expect(user.getByRole('link', { name: first.name })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'My work' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'History' }).click();
    await expect(user.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
    await expect(user.getByRole('button', { name: 'Searches' })).toHaveAttribute('aria-pressed', 'true');
    await expect(user.getByRole('listitem').filter({ hasText: query })).toHaveCount(1);
    await user.getByRole('button', { name: 'Viewed CVs' }).click();
    await expect(user.getByRole('link', { name: first.name })).toBeVisible();
  });
});

test.describe('CV addresses', () => {
  test('username_redirect replaces the address with the canonical one, in both locales', async ({ page }) => {
    const location = (await (await page.request.get('/api/cv/username/candidate')).json()) as { type: string; id: number };
    for (const where of LOCALES) {
      await openSearch(page, where);
      await page.goto(`${where.prefix}/cv/username_redirect/candidate`);
      await expect(page).toHaveURL(`${HOST_ORIGIN}${where.prefix}/cv/${location.type}/${location.id}`);
      await expect(cvArea(page).getByRole('heading', { level: 1, name: 'Demo Candidate' })).toBeVisible();
      // The redirect replaced its own history entry: Back goes to where the visitor came from.
      await page.goBack();
      await expect(page).toHaveURL(`${HOST_ORIGIN}${where.prefix}/search`);
    }
  });

  test('an unknown username or CV type shows the 404 screen', async ({ page }) => {
    for (const [path, title] of [
      ['/cv/username/nosuchuser', 'Error 404'],
      ['/ru/cv/username/nosuchuser', 'Ошибка 404'],
      ['/cv/username_redirect/nosuchuser', 'Error 404'],
      ['/cv/unknown/1', 'Error 404'],
      ['/ru/cv/unknown/1', 'Ошибка 404'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible();
    }
  });
});

test.describe('bad input never breaks the search page', () => {
  const TRICKY = ['"java (spring', 'java))) OR ((', '"""', 'AND OR NOT', '-', 'title:', 'C++ "', '<b>java</b>', "'; DROP TABLE resumes; --"];

  test('unbalanced quotes, parentheses and stray operators give results or a readable message', async ({ page }) => {
    await openSearch(page, EN);
    const area = searchArea(page);
    for (const query of TRICKY) {
      await test.step(query, async () => {
        const { status, body } = await nextSearch(page, query, typeQuery(page, EN.texts, query));
        expect([200, 400], `${query}: status`).toContain(status);
        if (body && body.items.length > 0) await expect(area.getByRole('article')).toHaveCount(body.items.length);
        else if (body) await expect(area.getByRole('heading', { name: 'No CVs match this search' })).toBeVisible();
        else await expect(area.getByText(EN.texts.badRequest)).toBeVisible();
        await expect(errorScreenHeading(page)).toHaveCount(0);
        await expect(area.getByRole('searchbox', { name: EN.texts.keywords })).toHaveValue(query);
      });
    }
    // Markup in a query stays text.
    await expect(area.locator('b')).toHaveCount(0);
  });

  for (const where of LOCALES) {
    test(`a 5 000-character query gets a readable message and the page stays usable (${where.locale})`, async ({ page }) => {
      const long = 'java '.repeat(1_000);
      const { status } = await nextSearch(page, long.trim(), () => page.goto(`${where.prefix}/search?q=${encodeURIComponent(long)}`));
      expect(status).toBe(400);
      const area = searchArea(page);
      const message = area.getByText(where.texts.badRequest);
      await expect(message).toBeVisible();
      // Worded in the page's language throughout: the API's field error carries a code (too_big).
      if (where.locale === 'ru') expect(await message.textContent()).not.toMatch(/[A-Za-z]{2,}/);
      await expect(errorScreenHeading(page)).toHaveCount(0);

      // Typed into the box, the same text is capped by the field and still searches.
      const box = area.getByRole('searchbox', { name: where.texts.keywords });
      const typed = await nextSearch(page, undefined, async () => {
        await box.fill('kotlin '.repeat(715));
        await box.press('Enter');
      });
      expect([200, 400]).toContain(typed.status);
      expect(((await box.inputValue()) ?? '').length).toBeLessThanOrEqual(1_000);
      await expect(errorScreenHeading(page)).toHaveCount(0);

      const { body } = await nextSearch(page, 'kotlin', typeQuery(page, where.texts, 'kotlin'));
      expect(body?.total).toBeGreaterThan(0);
      await expect(area.getByRole('article').first()).toBeVisible();
    });
  }
});
