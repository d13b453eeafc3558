import zlib from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { readBudgets } from '../../bench/src/budgets/budgets';
import { registerAccount } from '../support/accounts';
import { remoteBase } from '../support/platform';

/**
 * The education section end to end, in each locale, as a new recruiter: the catalogue and its
 * filters, a course, a lesson read in rendered Markdown and marked read, the progress it makes, and
 * "continue where you left off" on the catalogue and the dashboard. Also measures what the user
 * remote sends on a cold load of the catalogue (budget: `bundle.remoteFirstLoadGzipKiB` of bench/budgets.json, without the Markdown renderer,
 * which only the reading pages load).
 */
interface LocaleCase {
  locale: 'en' | 'ru';
  prefix: '' | '/ru';
  theme: 'light' | 'dark';
  texts: {
    title: string;
    topic: string;
    privacy: string;
    clear: string;
    course: string;
    lessonsHeading: string;
    start: string;
    firstLesson: string;
    secondLesson: string;
    markRead: string;
    markUnread: string;
    read: string;
    oneOfFour: string;
    table: string;
    next: string;
    continueTitle: string;
    continueLesson: string;
    continueAction: string;
    widgetTitle: string;
  };
}

const CASES: LocaleCase[] = [
  {
    locale: 'en',
    prefix: '',
    theme: 'light',
    texts: {
      title: 'Education',
      topic: 'Topic',
      privacy: 'Data care',
      clear: 'Clear filters',
      course: 'Boolean search for recruiters',
      lessonsHeading: 'Lessons',
      start: 'Start the course',
      firstLesson: 'Words, AND, OR and NOT',
      secondLesson: 'Phrases, brackets and fields',
      markRead: 'Mark as read',
      markUnread: 'Mark as unread',
      read: 'Completed',
      oneOfFour: '1 of 4 lessons read',
      table: 'Table',
      next: 'Next: Phrases, brackets and fields',
      continueTitle: 'Continue where you left off',
      continueLesson: 'Lesson 2: Phrases, brackets and fields',
      continueAction: 'Continue: Phrases, brackets and fields',
      widgetTitle: 'Continue where you left off',
    },
  },
  {
    locale: 'ru',
    prefix: '/ru',
    theme: 'dark',
    texts: {
      title: 'Обучение',
      topic: 'Тема',
      privacy: 'Работа с данными',
      clear: 'Сбросить фильтры',
      course: 'Булев поиск для рекрутера',
      lessonsHeading: 'Уроки',
      start: 'Начать курс',
      firstLesson: 'Слова, AND, OR и NOT',
      secondLesson: 'Фразы, скобки и поля',
      markRead: 'Отметить как прочитанное',
      markUnread: 'Отметить как непрочитанное',
      read: 'Пройдено',
      oneOfFour: 'Прочитано уроков: 1 из 4',
      table: 'Таблица',
      next: 'Далее: Фразы, скобки и поля',
      continueTitle: 'Продолжить с того же места',
      continueLesson: 'Урок 2: Фразы, скобки и поля',
      continueAction: 'Продолжить: Фразы, скобки и поля',
      widgetTitle: 'Продолжить с того же места',
    },
  },
];

/** Scripts the user remote's origin sends, with their gzip -9 size (the budgets' unit). */
function recordUserScripts(page: Page): Array<Promise<{ url: string; gzipBytes: number }>> {
  const scripts: Array<Promise<{ url: string; gzipBytes: number }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.url().startsWith(`${remoteBase('user')}/`)) return;
    scripts.push(response.body().then((body) => ({ url: response.url(), gzipBytes: zlib.gzipSync(body, { level: 9 }).length })));
  });
  return scripts;
}

/** WCAG contrast ratio of an element's text against its own background colour. */
async function contrastOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).first().evaluate((element) => {
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = channels(color).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const style = getComputedStyle(element);
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  });
}

for (const { locale, prefix, theme, texts } of CASES) {
  test(`education in ${locale} (${theme} theme): read a lesson, mark it read, see the progress, continue where left off`, async ({ page }) => {
    await page.addInitScript((chosen) => window.localStorage.setItem('theme', chosen), theme);
    await registerAccount(page.request, { locale });
    const scripts = recordUserScripts(page);

    await test.step('the catalogue loads without the Markdown renderer, within the remote budget', async () => {
      await page.goto(`${prefix}/education`);
      const area = page.locator('[data-remote="user"]');
      await expect(area.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      await expect(area.getByRole('link', { name: texts.course })).toBeVisible();
      await expect(area.getByRole('region', { name: texts.continueTitle })).toHaveCount(0);
      const loaded = await Promise.all(scripts);
      const kib = loaded.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024;
      test.info().annotations.push({ type: 'remote-user first load of /education (gzip KiB)', description: kib.toFixed(1) });
      console.log(`remote-user first load of ${prefix}/education: ${kib.toFixed(1)} KiB gzip in ${loaded.length} scripts`);
      expect(kib).toBeLessThanOrEqual(readBudgets().bundle.remoteFirstLoadGzipKiB);
      expect(loaded.some((script) => script.url.includes('education-markdown'))).toBe(false);
    });

    await test.step('filters by topic, then clears the filter', async () => {
      const area = page.locator('[data-remote="user"]');
      await area.getByRole('combobox', { name: texts.topic }).selectOption({ label: texts.privacy });
      await expect(page).toHaveURL(/topic=privacy/);
      await expect(area.getByRole('link', { name: texts.course })).toHaveCount(0);
      await area.getByRole('button', { name: texts.clear }).click();
      await expect(area.getByRole('link', { name: texts.course })).toBeVisible();
    });

    await test.step('opens the course and its first lesson, rendered from Markdown', async () => {
      const area = page.locator('[data-remote="user"]');
      await area.getByRole('link', { name: texts.course }).click();
      await expect(page).toHaveURL(`${prefix}/education/1`);
      await expect(area.getByRole('heading', { level: 2, name: texts.lessonsHeading })).toBeVisible();
      await area.getByRole('link', { name: texts.start }).click();
      await expect(page).toHaveURL(`${prefix}/education/1/lessons/1`);
      await expect(area.getByRole('heading', { level: 1, name: texts.firstLesson })).toBeVisible();
      const table = area.getByRole('region', { name: texts.table }).getByRole('table');
      await expect(table).toBeVisible();
      await expect(area.locator('pre code')).toContainText('python django OR flask');
      expect((await Promise.all(scripts)).some((script) => script.url.includes('education-markdown'))).toBe(true);
      // Tables and code blocks stay readable in this theme.
      expect(await contrastOf(page, '[data-remote="user"] pre')).toBeGreaterThanOrEqual(4.5);
      expect(await contrastOf(page, '[data-remote="user"] th')).toBeGreaterThanOrEqual(4.5);
    });

    await test.step('marks the lesson read and sees the course progress', async () => {
      const area = page.locator('[data-remote="user"]');
      await area.getByRole('button', { name: texts.markRead }).click();
      await expect(area.getByRole('button', { name: texts.markUnread })).toBeVisible();
      await expect(area.getByRole('status')).toHaveText(texts.read);
      await expect(area.getByRole('progressbar', { name: texts.oneOfFour })).toHaveAttribute('value', '1');
    });

    await test.step('goes on to the next lesson with the keyboard', async () => {
      const area = page.locator('[data-remote="user"]');
      await area.getByRole('link', { name: texts.next }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${prefix}/education/1/lessons/2`);
      await expect(area.getByRole('heading', { level: 1, name: texts.secondLesson })).toBeVisible();
    });

    await test.step('the catalogue and the dashboard offer to continue where it was left off', async () => {
      await page.goto(`${prefix}/education`);
      const area = page.locator('[data-remote="user"]');
      const resume = area.getByRole('region', { name: texts.continueTitle });
      await expect(resume).toContainText(texts.continueLesson);
      await expect(resume.getByRole('progressbar', { name: texts.oneOfFour })).toBeVisible();
      await page.goto(prefix === '' ? '/' : prefix);
      const widget = page.locator('[data-widget="education-continue"]');
      await expect(widget.getByRole('heading', { name: texts.widgetTitle })).toBeVisible();
      await widget.getByRole('link', { name: texts.continueAction }).click();
      await expect(page).toHaveURL(`${prefix}/education/1/lessons/2`);
      await expect(page.locator('[data-remote="user"]').getByRole('heading', { level: 1, name: texts.secondLesson })).toBeVisible();
    });
  });
}
