import { expect, type Locator, type Page, test } from '@playwright/test';
import type { SearchRequest, SearchResponse } from '@platform/contract';
import { registerAccount } from '../support/accounts';
import { HOST_ORIGIN } from '../support/platform';

/**
 * What the search tells a recruiter beyond its results (words left out, a corrected spelling with
 * the way back, a text with nothing to search) and the CV import page (file picker, a report per
 * document with its warnings and refusals), in both languages.
 */

const SEARCH_URL = `${HOST_ORIGIN}/api/webapp/resumes_search/resumes/`;
const IMPORT_URL = `${HOST_ORIGIN}/api/cv/import`;

interface LocaleCase {
  locale: 'en' | 'ru';
  prefix: '' | '/ru';
  search: {
    keywords: string;
    ignoredLabel: string;
    /** The note on a stop word left out of `java <stopWord>`. */
    stopWord: string;
    stopWordNote: string;
    correctedInstead: (text: string) => string;
    searchInstead: (text: string) => string;
    nothingToSearch: RegExp;
    failedTitle: string;
  };
  import: {
    title: string;
    pick: string;
    picked: string;
    start: string;
    summary: string;
    imported: string;
    rejected: string;
  };
}

const LOCALES: LocaleCase[] = [
  {
    locale: 'en',
    prefix: '',
    search: {
      keywords: 'Keywords',
      ignoredLabel: 'Left out of the search',
      stopWord: 'the',
      stopWordNote: '“the”: too common a word to search for',
      correctedInstead: (text) => `Nothing matched your search as typed. Showing results for “${text}”.`,
      searchInstead: (text) => `Search instead for “${text}”`,
      // English pages show the API's own message for this code.
      nothingToSearch: /^The search could not be understood: The search text has nothing to search for: "и", "в", "на" are left out/,
      failedTitle: 'The search failed',
    },
    import: {
      title: 'Import CVs',
      pick: 'Choose files',
      picked: '2 files chosen',
      start: 'Import',
      summary: '1 new, 0 updated, 1 refused.',
      imported: 'Imported',
      rejected: 'Refused',
    },
  },
  {
    locale: 'ru',
    prefix: '/ru',
    search: {
      keywords: 'Ключевые слова',
      ignoredLabel: 'Не учтено в поиске',
      // Not «и»: in Russian it is the operator AND.
      stopWord: 'в',
      stopWordNote: '«в»: слишком частое слово',
      correctedInstead: (text) => `По запросу в исходном виде ничего не найдено. Показаны результаты для «${text}».`,
      searchInstead: (text) => `Искать вместо этого «${text}»`,
      nothingToSearch: /^Не удалось разобрать запрос: Искать нечего \(не учтено: .+ — слишком частые слова, операторы или знаки препинания\)/,
      failedTitle: 'Поиск не удался',
    },
    import: {
      title: 'Импорт резюме',
      pick: 'Выбрать файлы',
      picked: 'Выбрано 2 файла',
      start: 'Импортировать',
      summary: 'Новых: 1, обновлено: 0, отклонено: 1.',
      imported: 'Импортировано',
      rejected: 'Отклонено',
    },
  },
];

function searchArea(page: Page): Locator {
  return page.locator('[data-remote="search"]');
}

/** The next search call the page makes with this text: its status, request and answer. */
async function nextSearch(page: Page, text: string, action: () => Promise<unknown>) {
  const pending = page.waitForResponse((response) => {
    if (response.url() !== SEARCH_URL || response.request().method() !== 'POST') return false;
    const body: unknown = response.request().postDataJSON();
    return typeof body === 'object' && body !== null && Reflect.get(body, 'text') === text;
  });
  await action();
  const response = await pending;
  const request = response.request().postDataJSON() as SearchRequest;
  const body = response.ok() ? ((await response.json()) as SearchResponse) : null;
  return { status: response.status(), request, body };
}

async function typeQuery(page: Page, where: LocaleCase, query: string): Promise<void> {
  const box = searchArea(page).getByRole('searchbox', { name: where.search.keywords });
  await box.fill(query);
  await box.press('Enter');
}

for (const where of LOCALES) {
  test.describe(`search notices (${where.locale})`, () => {
    test('a stop word left out is named on the page, and the rest is searched', async ({ page }) => {
      await page.goto(`${where.prefix}/search`);
      const query = `java ${where.search.stopWord}`;
      const { status, body } = await nextSearch(page, query, () => typeQuery(page, where, query));
      expect(status).toBe(200);
      expect(body?.ignored).toEqual([{ text: where.search.stopWord, reason: 'stop_word' }]);
      expect(body?.total).toBeGreaterThan(0);
      const note = searchArea(page).getByRole('note', { name: where.search.ignoredLabel });
      await expect(note).toBeVisible();
      await expect(note.getByRole('listitem')).toHaveText([where.search.stopWordNote]);
      await expect(searchArea(page).getByRole('article').first()).toBeVisible();
    });

    test('a misspelt word: "Showing results for X — search instead for Y", and the way back runs the text as typed', async ({ page }) => {
      await page.goto(`${where.prefix}/search`);
      const typed = 'devloper';
      const { body } = await nextSearch(page, typed, () => typeQuery(page, where, typed));
      const corrected = body?.corrected?.text;
      if (corrected === undefined) throw new Error(`no correction for ${typed}: ${JSON.stringify(body?.corrected)}`);
      expect(body?.total).toBeGreaterThan(0);
      const area = searchArea(page);
      await expect(area.getByText(where.search.correctedInstead(corrected))).toBeVisible();
      await expect(area.getByRole('article').first()).toBeVisible();

      const { request, body: asTyped } = await nextSearch(page, typed, () =>
        area.getByRole('button', { name: where.search.searchInstead(typed) }).click(),
      );
      expect(request.correct).toBe(false);
      expect(asTyped?.total).toBe(0);
      expect(asTyped?.corrected).toBeUndefined();
      await expect(area.getByText(where.search.correctedInstead(corrected))).toHaveCount(0);
      await expect(area.getByRole('article')).toHaveCount(0);
    });

    test('a text with nothing to search is refused with a 400 and explained, not answered with the whole base', async ({ page }) => {
      await page.goto(`${where.prefix}/search`);
      const query = 'и в на';
      const { status } = await nextSearch(page, query, () => typeQuery(page, where, query));
      expect(status).toBe(400);
      const area = searchArea(page);
      await expect(area.getByRole('heading', { name: where.search.failedTitle })).toBeVisible();
      await expect(area.getByText(where.search.nothingToSearch)).toBeVisible();
      await expect(area.getByRole('article')).toHaveCount(0);
    });
  });

  test(`CV import (${where.locale}): files picked, a report per document with a repair warning and a refusal in words`, async ({ page }) => {
    await registerAccount(page.request, { locale: where.locale });
    await page.goto(`${where.prefix}/cv/import`);
    const area = page.locator('[data-remote="cv"]');
    await expect(area.getByRole('heading', { level: 1, name: where.import.title })).toBeVisible();

    const stamp = `${where.locale}-${Date.now().toString(36)}`;
    // Accepted with a warning: a web address without a scheme is repaired and the change listed.
    const repaired = {
      basics: { name: `Import Check ${stamp}`, email: `import-${stamp}@example.com`, url: 'example.com/me', label: 'QA engineer' },
      work: [{ name: 'Acme', position: 'QA engineer', startDate: '2020-01' }],
    };
    // Refused: an e-mail that is not one, and a start date that is not a date.
    const broken = { basics: { name: 'Broken Dates', email: 'not an e-mail' }, work: [{ name: 'Acme', startDate: 'last spring' }] };
    await area.getByLabel(where.import.pick).setInputFiles([
      { name: 'repaired.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(repaired)) },
      { name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) },
    ]);
    await expect(area.getByText(where.import.picked)).toBeVisible();

    const imported = page.waitForResponse((response) => response.url() === IMPORT_URL && response.request().method() === 'POST');
    await area.getByRole('button', { name: where.import.start }).click();
    // 201: at least one document was imported.
    expect((await imported).status()).toBe(201);

    await expect(area.getByRole('status')).toHaveText(where.import.summary);
    const rows = area.getByRole('table').getByRole('row');
    // The header and one row per document.
    await expect(rows).toHaveCount(3);
    const repairedRow = rows.filter({ hasText: 'repaired.json' });
    await expect(repairedRow.getByRole('cell').nth(1)).toHaveText(where.import.imported);
    await expect(repairedRow.getByRole('listitem')).toHaveCount(1);
    await expect(repairedRow.getByRole('listitem')).toContainText('basics.url');
    await expect(repairedRow.getByRole('listitem')).toContainText('https://example.com/me');
    const brokenRow = rows.filter({ hasText: 'broken.json' });
    await expect(brokenRow.getByRole('cell').nth(1)).toHaveText(where.import.rejected);
    const reasons = brokenRow.getByRole('listitem');
    await expect(reasons).toHaveCount(2);
    await expect(reasons.filter({ hasText: 'basics.email' })).toContainText('Expected an e-mail address such as name@example.com.');
    await expect(reasons.filter({ hasText: 'work.0.startDate' })).toContainText('Expected a date like 2020, 2020-03 or 2020-03-15.');
    // Reasons in words, never a regular expression.
    await expect(brokenRow).not.toContainText(/\^|\[0-9\]|pattern/);
  });
}
