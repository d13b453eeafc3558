import fs from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { SearchResponse } from '@platform/contract';
import { registerAccount } from '../support/accounts';
import { HOST_ORIGIN } from '../support/platform';

/**
 * Favourites in named lists, in both locales: a recruiter creates a list, adds a CV to it from the
 * search results and another to the default list from its CV page, moves that one into the new
 * list, writes a private note, finds it by the note, and downloads the list as CSV.
 */

interface Texts {
  prefix: '' | '/ru';
  query: string;
  searchTitle: string;
  keywords: string;
  newList: string;
  newListDialog: string;
  listName: string;
  create: string;
  defaultList: string;
  allLists: string;
  addTo: (name: string) => string;
  transferFor: (name: string) => string;
  targetList: string;
  move: string;
  moved: (list: string) => string;
  addNoteFor: (name: string) => string;
  noteLabel: (name: string) => string;
  saveNote: string;
  searchLabel: string;
  search: string;
  exportList: (list: string) => string;
}

const LOCALES: Array<{ locale: 'en' | 'ru' } & Texts> = [
  {
    locale: 'en',
    prefix: '',
    query: 'kotlin',
    searchTitle: 'Search CVs',
    keywords: 'Keywords',
    newList: 'New list',
    newListDialog: 'New favourites list',
    listName: 'List name',
    create: 'Create',
    defaultList: 'Favourites',
    allLists: 'All lists',
    addTo: (name) => `Add to list: ${name}`,
    transferFor: (name) => `Move or copy ${name} to another list`,
    targetList: 'To the list',
    move: 'Move',
    moved: (list) => `Moved to “${list}”.`,
    addNoteFor: (name) => `Add a note on ${name}`,
    noteLabel: (name) => `Private note on ${name}`,
    saveNote: 'Save the note',
    searchLabel: 'Search in favourites',
    search: 'Search',
    exportList: (list) => `Export “${list}” as CSV`,
  },
  {
    locale: 'ru',
    prefix: '/ru',
    query: 'разработчик',
    searchTitle: 'Поиск резюме',
    keywords: 'Ключевые слова',
    newList: 'Новый список',
    newListDialog: 'Новый список избранного',
    listName: 'Название списка',
    create: 'Создать',
    defaultList: 'Избранное',
    allLists: 'Все списки',
    addTo: (name) => `В список: ${name}`,
    transferFor: (name) => `Переместить или скопировать ${name} в другой список`,
    targetList: 'В список',
    move: 'Переместить',
    moved: (list) => `Перемещено в «${list}».`,
    addNoteFor: (name) => `Добавить заметку о кандидате ${name}`,
    noteLabel: (name) => `Личная заметка о кандидате ${name}`,
    saveNote: 'Сохранить заметку',
    searchLabel: 'Поиск в избранном',
    search: 'Найти',
    exportList: (list) => `Экспортировать «${list}» в CSV`,
  },
];

const area = (page: Page, remote: 'search' | 'cv' | 'user'): Locator => page.locator(`[data-remote="${remote}"]`);
const toasts = (page: Page) => page.getByRole('region', { name: /^(Notifications|Уведомления)$/ });

async function searchFor(page: Page, texts: Texts): Promise<SearchResponse> {
  await page.goto(`${texts.prefix}/search`);
  const search = area(page, 'search');
  await expect(search.getByRole('heading', { level: 1, name: texts.searchTitle })).toBeVisible();
  // The page may search on its own first: wait for the answer to this query.
  const answer = page.waitForResponse((response) => {
    if (response.url() !== `${HOST_ORIGIN}/api/webapp/resumes_search/resumes/` || response.request().method() !== 'POST') return false;
    const body: unknown = response.request().postDataJSON();
    return typeof body === 'object' && body !== null && Reflect.get(body, 'text') === texts.query;
  });
  const box = search.getByRole('searchbox', { name: texts.keywords });
  await box.fill(texts.query);
  await box.press('Enter');
  const body: SearchResponse = await (await answer).json();
  expect(body.items.length).toBeGreaterThan(1);
  return body;
}

for (const texts of LOCALES) {
  test(`favourites (${texts.locale}): a new list, added from search and from the CV page, a move, a note, a CSV export`, async ({ page }) => {
    // A long journey through three areas: three times the usual budget.
    test.slow();
    await registerAccount(page.request, { locale: texts.locale });
    const listName = `Shortlist ${texts.locale} ${Date.now().toString(36)}`;
    const user = area(page, 'user');

    await test.step('create a list', async () => {
      await page.goto(`${texts.prefix}/user/favourites`);
      await user.getByRole('button', { name: texts.newList }).click();
      const dialog = page.getByRole('dialog', { name: texts.newListDialog });
      await dialog.getByRole('textbox', { name: texts.listName }).fill(listName);
      await dialog.getByRole('button', { name: texts.create }).click();
      await expect(dialog).toHaveCount(0);
      await expect(user.getByRole('button', { name: `${listName} (0)` })).toHaveAttribute('aria-pressed', 'true');
    });

    const results = await searchFor(page, texts);
    const [first, second] = results.items;
    if (first === undefined || second === undefined) throw new Error('two results are needed');

    await test.step('add the first result to the new list from the search results', async () => {
      const card = area(page, 'search').getByRole('article').filter({ has: page.getByRole('link', { name: first.name, exact: true }) }).first();
      await card.getByRole('button', { name: texts.addTo(first.name) }).click();
      const panel = card.getByRole('dialog', { name: texts.addTo(first.name) });
      await panel.getByRole('checkbox', { name: listName }).check();
      await expect(toasts(page)).toContainText(listName);
      await expect(panel.getByRole('checkbox', { name: listName })).toBeChecked();
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
    });

    await test.step('add the second result to the default list from its CV page', async () => {
      await area(page, 'search').getByRole('link', { name: second.name, exact: true }).first().click();
      const cv = area(page, 'cv');
      await expect(cv.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
      await cv.getByRole('button', { name: texts.addTo(second.name) }).click();
      await cv.getByRole('dialog').getByRole('checkbox', { name: texts.defaultList }).check();
      await expect(cv.getByRole('dialog').getByRole('checkbox', { name: texts.defaultList })).toBeChecked();
    });

    await test.step('move the second CV into the new list', async () => {
      await page.goto(`${texts.prefix}/user/favourites`);
      await expect(user.getByRole('button', { name: `${texts.allLists} (2)` })).toBeVisible();
      await user.getByRole('button', { name: texts.transferFor(second.name) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: texts.targetList }).selectOption({ label: listName });
      await dialog.getByRole('button', { name: texts.move, exact: true }).click();
      await expect(toasts(page)).toContainText(texts.moved(listName));
      await expect(user.getByRole('button', { name: `${listName} (2)` })).toBeVisible();
      await expect(user.getByRole('button', { name: `${texts.defaultList} (0)` })).toBeVisible();
    });

    const note = `call back ${texts.locale} ${Date.now().toString(36)}`;
    await test.step('write a private note and find the CV by it', async () => {
      await user.getByRole('button', { name: texts.addNoteFor(second.name) }).click();
      await user.getByRole('textbox', { name: texts.noteLabel(second.name) }).fill(note);
      await user.getByRole('button', { name: texts.saveNote }).click();
      await expect(user.getByText(note)).toBeVisible();
      const search = user.getByRole('search', { name: texts.searchLabel });
      await search.getByRole('searchbox').fill(note);
      await search.getByRole('button', { name: texts.search, exact: true }).click();
      await expect(user.getByRole('article')).toHaveCount(1);
      await expect(user.getByRole('article').getByRole('link', { name: second.name })).toBeVisible();
    });

    await test.step('export the list as CSV', async () => {
      await user.getByRole('button', { name: `${listName} (2)` }).click();
      const download = page.waitForEvent('download');
      await user.getByRole('link', { name: texts.exportList(listName) }).click();
      const file = await (await download).path();
      const csv = fs.readFileSync(file, 'utf8');
      expect(csv.startsWith('\uFEFF')).toBe(true);
      const lines = csv.slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toBe('name,title,city,note,added_at,cv_url');
      expect(lines).toHaveLength(3);
      expect(csv).toContain(first.name);
      expect(csv).toContain(second.name);
      expect(csv).toContain(note);
      expect(csv).toContain(`/cv/${second.type}/${second.id}`);
    });
  });
}
