import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { afterTwoFrames } from '../support/frames';
import { candidateApplies } from '../support/hiring';
import { createVacancy, expectFocusClearOfHeader, PHONE } from '../support/newcomer';
import { HOST_ORIGIN } from '../support/platform';

/**
 * Focus after actions, driven by the keyboard alone (the "newcomers" issue, points 11 and 15): after
 * "Show contacts", a board move, a rejection and "Send application" the focus is on what the
 * action produced, never on `<body>` and never under the sticky header; the toast that follows
 * leaves the header's credits, language switch and account menu free.
 */
const LOCALES = [
  {
    locale: 'en' as const,
    prefix: '',
    texts: {
      contacts: 'Contacts',
      showContacts: /^Show contacts/,
      opened: 'Contacts opened',
      notifications: 'Notifications',
      credits: /^Credits: \d+$/,
      languages: /^(Language|Язык)/,
      accountMenu: /^Account menu: /,
      drag: (name: string) => `Drag ${name}`,
      over: (name: string, stage: string) => `${name} is over ${stage}.`,
      moveFor: (name: string) => `Move ${name} to`,
      screening: 'Screening',
      rejected: 'Rejected',
      reason: 'Reason',
      reject: 'Reject',
      message: 'Message',
      send: 'Send application',
      applied: 'You applied. Stage: Sent.',
    },
  },
  {
    locale: 'ru' as const,
    prefix: '/ru',
    texts: {
      contacts: 'Контакты',
      showContacts: /^Показать контакты/,
      opened: 'Контакты открыты',
      notifications: 'Уведомления',
      credits: /^Кредиты: \d+$/,
      languages: /^(Language|Язык)/,
      accountMenu: /^Меню аккаунта: /,
      drag: (name: string) => `Перетащить: ${name}`,
      over: (name: string, stage: string) => `${name} над этапом «${stage}».`,
      moveFor: (name: string) => `Перевести ${name} на этап`,
      screening: 'Отбор',
      rejected: 'Отказ',
      reason: 'Причина',
      reject: 'Отказать',
      message: 'Сообщение',
      send: 'Отправить отклик',
      applied: 'Вы откликнулись. Этап: Отправлен.',
    },
  },
];

type Box = { x: number; y: number; width: number; height: number };

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The boxes of those of the header's controls the viewport shows (a phone folds some into its menu). */
async function visibleBoxes(controls: Locator[]): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const control of controls) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    if (box !== null) boxes.push(box);
  }
  return boxes;
}

function column(page: Page, stage: string): Locator {
  return page.locator('[data-remote="team"] section[data-stage]').filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(`^${stage}`) }) });
}

/** A recruiter's vacancy with one application, sent by a new candidate from their own session. */
async function vacancyWithApplicant(browser: Browser, page: Page, name: string, locale: 'en' | 'ru'): Promise<number> {
  await registerAccount(page.request, { locale });
  const vacancyId = await createVacancy(page.request, { title: `Focus ${locale} ${Date.now().toString(36)}` });
  const candidate = await browser.newContext({ baseURL: HOST_ORIGIN });
  await candidateApplies(candidate.request, vacancyId, name, locale);
  await candidate.close();
  return vacancyId;
}

for (const { locale, prefix, texts } of LOCALES) {
  for (const viewport of [{ name: 'desktop', width: 1280, height: 720 }, { name: 'phone', ...PHONE }]) {
    test(`"Show contacts" by keyboard leaves the focus on the contacts, below the header; the toast covers no header control (${locale}, ${viewport.name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await registerAccount(page.request, { locale });
      await page.goto(`${prefix}/cv/username/candidate`);
      const contacts = page.locator('[data-remote="cv"]').getByRole('region', { name: texts.contacts });
      const show = contacts.getByRole('button', { name: texts.showContacts });
      await show.focus();
      await page.keyboard.press('Enter');
      await expect(contacts.locator('a[href^="mailto:"]')).toBeVisible();

      await expectFocusClearOfHeader(page);
      expect(await contacts.evaluate((region) => region.contains(document.activeElement))).toBe(true);

      const toast = page.getByRole('region', { name: texts.notifications }).locator('[data-type]').filter({ hasText: texts.opened });
      await expect(toast).toBeVisible();
      // Only after the focus checks: the pointer over the toast pauses its countdown while it is measured.
      await toast.hover();
      const toastBox = await toast.boundingBox();
      if (toastBox === null) throw new Error('the toast has no box');
      const header = page.getByRole('banner');
      const controls = await visibleBoxes([
        header.getByText(texts.credits),
        header.getByRole('navigation', { name: texts.languages }),
        header.getByRole('button', { name: texts.accountMenu }),
      ]);
      expect(controls.length, 'header controls in view').toBeGreaterThan(0);
      for (const control of controls) expect(overlap(toastBox, control), `toast ${JSON.stringify(toastBox)} over ${JSON.stringify(control)}`).toBe(false);
    });
  }

  test(`the board by keyboard: a moved card and a rejected one keep the focus, below the header (${locale})`, async ({ page, browser }) => {
    const applicant = locale === 'en' ? 'Kim Keyboard' : 'Ким Клавиатурова';
    const vacancyId = await vacancyWithApplicant(browser, page, applicant, locale);
    await page.goto(`${prefix}/team/vacancy/${vacancyId}/applications`);
    const handle = page.getByRole('button', { name: texts.drag(applicant) });
    const card = page.locator('[data-remote="team"] li[data-application]').filter({ hasText: applicant });

    // Space picks the card up, → carries it one stage on, Space drops it there.
    const announcement = page.getByRole('status').filter({ hasText: /./ });
    await handle.focus();
    await page.keyboard.press('Space');
    await afterTwoFrames(page);
    await page.keyboard.press('ArrowRight');
    await expect(announcement.filter({ hasText: texts.over(applicant, texts.screening) })).toHaveCount(1);
    await page.keyboard.press('Space');
    await expect(column(page, texts.screening).filter({ hasText: applicant })).toHaveCount(1);
    await expectFocusClearOfHeader(page);
    expect(await card.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    // "Move to" → Rejected asks for a reason; the keyboard confirms; the focus follows the card.
    await card.getByRole('combobox', { name: texts.moveFor(applicant) }).selectOption({ label: texts.rejected });
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: texts.reason }).fill('Keyboard test');
    await dialog.getByRole('button', { name: texts.reject }).press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(column(page, texts.rejected).filter({ hasText: applicant })).toHaveCount(1);
    await expectFocusClearOfHeader(page);
    expect(await card.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  });

  test(`"Send application" by keyboard moves the focus to the stage it reached, on a phone (${locale})`, async ({ page, playwright }) => {
    await page.setViewportSize(PHONE);
    const team = await playwright.request.newContext({ baseURL: HOST_ORIGIN });
    await registerAccount(team, { locale });
    const vacancyId = await createVacancy(team, { title: `Apply by keyboard ${locale}` });
    await team.dispose();

    await registerAccount(page.request, { kind: 'candidate', locale });
    const username = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 30);
    const cv = await page.request.put(`${HOST_ORIGIN}/api/cv/me`, {
      headers: { origin: HOST_ORIGIN },
      data: { username, visibility: 'hidden', resume: { basics: { name: 'Kai Keys', label: 'Go developer', email: `${username}@example.com` } } },
    });
    expect(cv.status(), await cv.text()).toBe(200);

    await page.goto(`${prefix}/team/vacancy/${vacancyId}`);
    const area = page.locator('[data-remote="team"]');
    await area.getByRole('textbox', { name: texts.message }).focus();
    await page.keyboard.type('I write Go every day.');
    await page.keyboard.press('Tab');
    await expect(area.getByRole('button', { name: texts.send })).toBeFocused();
    await page.keyboard.press('Enter');
    const status = area.getByRole('status').filter({ hasText: texts.applied });
    await expect(status).toBeVisible();
    await expect(status).toBeFocused();
    await expectFocusClearOfHeader(page);
  });
}
