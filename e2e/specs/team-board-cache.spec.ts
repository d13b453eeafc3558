import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { afterTwoFrames } from '../support/frames';
import { HOST_ORIGIN } from '../support/platform';

/**
 * The applications board reads the page's query cache: a card moved, or a note added, shows the
 * same after the recruiter leaves the board and comes back through the site's own links (no page
 * load, so the cache from the first visit is still there). And the focus stays on the moved card
 * after a keyboard move, a "Move to" choice and a rejection.
 */
const LOCALES = [
  {
    locale: 'en',
    prefix: '',
    texts: {
      back: 'Back to the vacancy',
      toBoard: 'Applications board',
      boardTitle: (title: string) => `Applications: ${title}`,
      drag: (name: string) => `Drag ${name}`,
      over: (name: string, stage: string) => `${name} is over ${stage}.`,
      moveFor: (name: string) => `Move ${name} to`,
      open: (name: string) => `Open ${name}`,
      stages: { new: 'New', screening: 'Screening', interview: 'Interview', rejected: 'Rejected' },
      note: /^New note/,
      addNote: 'Add note',
      close: 'Close dialog',
      oneNote: '1 note',
      reason: /^Reason/,
      reject: 'Reject',
    },
  },
  {
    locale: 'ru',
    prefix: '/ru',
    texts: {
      back: 'К вакансии',
      toBoard: 'Доска откликов',
      boardTitle: (title: string) => `Отклики: ${title}`,
      drag: (name: string) => `Перетащить: ${name}`,
      over: (name: string, stage: string) => `${name} над этапом «${stage}».`,
      moveFor: (name: string) => `Перевести ${name} на этап`,
      open: (name: string) => `Открыть: ${name}`,
      stages: { new: 'Новые', screening: 'Отбор', interview: 'Собеседование', rejected: 'Отказ' },
      note: /^Новая заметка/,
      addNote: 'Добавить заметку',
      close: 'Закрыть окно',
      oneNote: '1 заметка',
      reason: /^Причина/,
      reject: 'Отказать',
    },
  },
] as const;

/** An open vacancy of the signed-in recruiter's team, made through the API. */
async function openVacancy(request: APIRequestContext, title: string): Promise<number> {
  const response = await request.post(`${HOST_ORIGIN}/api/team/vacancies`, { headers: { origin: HOST_ORIGIN }, data: { title, status: 'open' } });
  expect(response.status(), await response.text()).toBe(201);
  const id: unknown = Reflect.get(await response.json(), 'id');
  if (typeof id !== 'number') throw new Error('the new vacancy has no id');
  return id;
}

/** A new candidate with a platform CV applies to the vacancy, in a context of their own. */
async function apply(browser: Browser, vacancyId: number, name: string): Promise<void> {
  const context = await browser.newContext({ baseURL: HOST_ORIGIN });
  const { request } = context;
  await registerAccount(request, { kind: 'candidate' });
  const username = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 30);
  const cv = await request.put(`${HOST_ORIGIN}/api/cv/me`, {
    headers: { origin: HOST_ORIGIN },
    data: { username, visibility: 'public', resume: { basics: { name, label: 'Go developer', email: `${username}@example.com` } } },
  });
  expect(cv.status(), await cv.text()).toBe(200);
  const applied = await request.post(`${HOST_ORIGIN}/api/team/vacancies/${vacancyId}/applications`, { headers: { origin: HOST_ORIGIN }, data: { message: 'Hello' } });
  expect(applied.status(), await applied.text()).toBe(201);
  await context.close();
}

function column(page: Page, stage: string): Locator {
  return page.locator('[data-remote="team"] section[data-stage]').filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(`^${stage}`) }) });
}

for (const { locale, prefix, texts } of LOCALES) {
  test(`the board shows moves and notes after leaving it and coming back, and keeps the focus on a moved card (${locale})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await registerAccount(page.request, { locale });
    const title = `E2E board ${locale} ${Date.now().toString(36)}`;
    const vacancyId = await openVacancy(page.request, title);
    const applicant = locale === 'en' ? 'Boris Boardman' : 'Борис Доскин';
    await apply(browser, vacancyId, applicant);

    await page.goto(`${prefix}/team/vacancy/${vacancyId}/applications`);
    const area = page.locator('[data-remote="team"]');
    await expect(area.getByRole('heading', { level: 1, name: texts.boardTitle(title) })).toBeVisible();
    const card = area.locator('li[data-application]').filter({ hasText: applicant });
    // Set once: a page load on the way would lose it (the test is about client-side navigation).
    await page.evaluate(() => Reflect.set(window, 'e2eSameDocument', true));
    const leaveAndComeBack = async () => {
      await area.getByRole('link', { name: texts.back }).click();
      await expect(area.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await area.getByRole('link', { name: texts.toBoard }).click();
      await expect(area.getByRole('heading', { level: 1, name: texts.boardTitle(title) })).toBeVisible();
      expect(await page.evaluate(() => Reflect.get(window, 'e2eSameDocument'))).toBe(true);
    };
    const stageSaved = () => page.waitForResponse((response) => response.url().endsWith('/stage') && response.request().method() === 'POST');

    await test.step('"Move to": the card moves, keeps the focus, and is still there after leaving and coming back', async () => {
      await expect(column(page, texts.stages.new).filter({ hasText: applicant })).toHaveCount(1);
      const saved = stageSaved();
      await card.getByRole('combobox', { name: texts.moveFor(applicant) }).selectOption({ label: texts.stages.screening });
      await expect(column(page, texts.stages.screening).filter({ hasText: applicant })).toHaveCount(1);
      expect((await saved).status()).toBe(200);
      await expect(card.getByRole('combobox', { name: texts.moveFor(applicant) })).toBeFocused();
      await leaveAndComeBack();
      await expect(column(page, texts.stages.screening).filter({ hasText: applicant })).toHaveCount(1);
      await expect(column(page, texts.stages.new).filter({ hasText: applicant })).toHaveCount(0);
    });

    await test.step('keyboard drag: the handle keeps the focus in the new column', async () => {
      const handle = area.getByRole('button', { name: texts.drag(applicant) });
      const announcement = page.getByRole('status').filter({ hasText: /./ });
      const saved = stageSaved();
      await handle.focus();
      await page.keyboard.press('Space');
      await expect(announcement.filter({ hasText: texts.over(applicant, texts.stages.screening) })).toHaveCount(1);
      await afterTwoFrames(page);
      await page.keyboard.press('ArrowRight');
      await expect(announcement.filter({ hasText: texts.over(applicant, texts.stages.interview) })).toHaveCount(1);
      await page.keyboard.press('Space');
      await expect(column(page, texts.stages.interview).filter({ hasText: applicant })).toHaveCount(1);
      expect((await saved).status()).toBe(200);
      await expect(handle).toBeFocused();
      await leaveAndComeBack();
      await expect(column(page, texts.stages.interview).filter({ hasText: applicant })).toHaveCount(1);
    });

    await test.step('a note counts on the card and stays listed after leaving and coming back', async () => {
      await area.getByRole('button', { name: texts.open(applicant) }).click();
      const dialog = page.getByRole('dialog', { name: applicant });
      await dialog.getByRole('textbox', { name: texts.note }).fill('Strong Go, weak SQL');
      await dialog.getByRole('button', { name: texts.addNote }).click();
      await expect(dialog.getByText('Strong Go, weak SQL')).toBeVisible();
      await dialog.getByRole('button', { name: texts.close }).click();
      await expect(card.getByText(texts.oneNote)).toBeVisible();
      await leaveAndComeBack();
      await expect(card.getByText(texts.oneNote)).toBeVisible();
      await area.getByRole('button', { name: texts.open(applicant) }).click();
      await expect(page.getByRole('dialog', { name: applicant }).getByText('Strong Go, weak SQL')).toBeVisible();
      await page.getByRole('dialog', { name: applicant }).getByRole('button', { name: texts.close }).click();
    });

    await test.step('"Reject": the focus comes back to the rejected card once the dialog closes', async () => {
      const saved = stageSaved();
      await card.getByRole('combobox', { name: texts.moveFor(applicant) }).selectOption({ label: texts.stages.rejected });
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: texts.reason }).fill('Salary expectations above the budget');
      await dialog.getByRole('button', { name: texts.reject }).click();
      expect((await saved).status()).toBe(200);
      await expect(dialog).toHaveCount(0);
      await expect(column(page, texts.stages.rejected).filter({ hasText: applicant })).toHaveCount(1);
      await expect(card.locator(':focus')).toHaveCount(1);
      await leaveAndComeBack();
      await expect(column(page, texts.stages.rejected).filter({ hasText: applicant })).toHaveCount(1);
    });
  });
}
