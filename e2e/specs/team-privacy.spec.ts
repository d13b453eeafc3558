import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { textContrast } from '../support/contrast';
import { postJson } from '../support/hiring';
import { mailedPrivacyPath, verifyEmail } from '../support/mail';
import { findRawI18nKeys } from '../support/page-text';
import { HOST_ORIGIN } from '../support/platform';

/**
 * A team owner's Personal data page against the composed site, in each language: the dry run of
 * the retention rule lists an old imported CV; a person asks, through the "your data" link of the
 * e-mail they got, to erase their data, and the owner carries the request out after the
 * confirmation and sees its result; the audit shows the owner's look at a CV, filters it and
 * exports it. A plain member has no way in: no link, and the page says only owners manage it.
 */
const TEXTS = {
  en: {
    ownerLink: /^Personal data/,
    title: 'Personal data',
    tabs: { retention: 'Retention', erasure: 'Erasure requests', audit: 'Audit log' },
    months: /Months after the last activity/,
    monthsInvalid: 'Enter whole months from 1 to 120.',
    save: 'Save the rule',
    saved: 'Saved: CVs are kept 24 months after their last activity.',
    hide: 'Would be hidden now: 1',
    carryOut: 'Carry out now',
    confirmTitle: (email: string) => `Erase everything the team holds about ${email}?`,
    irreversible: /This cannot be undone/,
    confirm: 'Erase for good',
    result: /^Done: 1 CV, 0 files, 0 applications, 1 message erased\./,
    done: 'Done',
    anonymous: 'Anonymous: the address was erased with the data',
    log: "Who touched which CV's personal data, newest first",
    viewed: 'Viewed the CV',
    erased: 'Erased on request',
    requested: 'Erasure requested',
    person: 'The person (by an e-mailed link)',
    cv: (id: number) => `CV #${id}`,
    action: 'Action',
    apply: 'Apply filters',
    clear: 'Clear filters',
    download: 'Download these entries (CSV)',
    refresh: 'Refresh',
    exported: 'Audit log exported',
    darkTheme: /Dark theme/,
    ownersOnly: 'Only owners manage personal data',
  },
  ru: {
    ownerLink: /^Персональные данные/,
    title: 'Персональные данные',
    tabs: { retention: 'Срок хранения', erasure: 'Запросы на удаление', audit: 'Журнал доступа' },
    months: /Месяцев после последней активности/,
    monthsInvalid: 'Введите целое число месяцев от 1 до 120.',
    save: 'Сохранить срок',
    saved: 'Сохранено: резюме хранятся 24 месяца после последней активности.',
    hide: 'Будут скрыты сейчас: 1',
    carryOut: 'Выполнить сейчас',
    confirmTitle: (email: string) => `Удалить всё, что команда хранит о ${email}?`,
    irreversible: /Это нельзя отменить/,
    confirm: 'Удалить навсегда',
    result: /^Готово, удалено: 1 резюме, 0 файлов, 0 откликов, 1 письмо\./,
    done: 'Выполнены',
    anonymous: 'Анонимно: адрес удалён вместе с данными',
    log: 'Кто обращался к персональным данным каких резюме, сначала новые',
    viewed: 'Просмотр резюме',
    erased: 'Удалено по запросу',
    requested: 'Запрошено удаление',
    person: 'Сам человек (по ссылке из письма)',
    cv: (id: number) => `Резюме №${id}`,
    action: 'Действие',
    apply: 'Применить фильтры',
    clear: 'Сбросить фильтры',
    download: 'Скачать эти записи (CSV)',
    refresh: 'Обновить',
    exported: 'Журнал выгружен',
    darkTheme: /Тёмная тема/,
    ownersOnly: 'Персональными данными управляют только владельцы',
  },
} as const;

/** Imports one JSON Resume document for the team of `request`: the new CV's id. */
async function importCv(request: APIRequestContext, document: object): Promise<number> {
  const answer = await postJson(request, '/api/cv/import', document);
  const results = answer.results;
  const first: unknown = Array.isArray(results) ? results[0] : undefined;
  const id = typeof first === 'object' && first !== null ? Reflect.get(first, 'id') : undefined;
  if (typeof id !== 'number') throw new Error(`the import stored nothing: ${JSON.stringify(answer)}`);
  return id;
}

/** A recruiter who joins the owner's team as a plain member, signed in on a page of their own. */
async function member(browser: Browser, owner: APIRequestContext, locale: 'en' | 'ru'): Promise<Page> {
  const context = await browser.newContext({ baseURL: HOST_ORIGIN, locale: locale === 'ru' ? 'ru-RU' : 'en-US' });
  const page = await context.newPage();
  const account = await registerAccount(page.request, { locale });
  await verifyEmail(page.request, account.email);
  const invitation = await postJson(owner, '/api/team/invitations', { email: account.email, role: 'member' });
  await postJson(page.request, `/api/team/invitations/${String(invitation.token)}/accept`, {});
  return page;
}

/** The body rows of the audit log, each as the text of its cells. */
async function logRows(log: Locator): Promise<string[][]> {
  return log.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')));
}

for (const locale of ['en', 'ru'] as const) {
  const texts = TEXTS[locale];
  const prefix = locale === 'ru' ? '/ru' : '';
  // The second language is a lighter pass: the same path, fewer checks.
  const full = locale === 'en';

  test(`an owner sees the dry run, carries out an erasure request and reads the audit of a CV view (${locale})`, async ({ page, browser, request }) => {
    test.setTimeout(300_000);
    const stamp = `${Date.now().toString(36)}${locale}`;
    const owner = await registerAccount(page.request, { locale });
    // Inviting a member waits for a verified address.
    if (full) await verifyEmail(page.request, owner.email);
    await page.setViewportSize({ width: 1280, height: 900 });

    // An old CV (its document last changed in 2020: past the 24 months), and one of a person who will ask to be erased.
    const staleName = locale === 'en' ? `Stale Person ${stamp}` : `Давний Кандидат ${stamp}`;
    const staleId = await importCv(page.request, { basics: { name: staleName, label: 'Cook', email: `stale-${stamp}@privacy.example.test` }, meta: { lastModified: '2020-01-15' } });
    const personEmail = `erase-${stamp}@privacy.example.test`;
    const personName = locale === 'en' ? `Erase Person ${stamp}` : `Удаляемый Кандидат ${stamp}`;
    const erasedId = await importCv(page.request, { basics: { name: personName, label: 'Driver', email: personEmail } });

    await test.step('the person asks, by the link of the e-mail they got, to erase their data', async () => {
      await postJson(page.request, `/api/cv/imported/${erasedId}/privacy/consent-request`, { locale });
      const link = await mailedPrivacyPath(personEmail, 'privacy.consent');
      // The person is not signed in: the test's own request context, without the owner's session.
      const asked = await request.post(`${HOST_ORIGIN}${link}/erasure`, { form: { lang: locale }, headers: { origin: HOST_ORIGIN } });
      expect(asked.status(), await asked.text()).toBe(200);
    });

    await test.step("the owner opens the old CV's page: a look at its personal data", async () => {
      await page.goto(`${prefix}/cv/imported/${staleId}`);
      // A first visit loads the CV area: slow on a busy machine.
      await expect(page.locator('[data-remote="cv"]').getByRole('heading', { level: 1, name: staleName })).toBeVisible({ timeout: 30_000 });
    });

    const area = page.locator('[data-remote="team"]');
    await test.step('the owner reaches the page from the team page', async () => {
      await page.goto(`${prefix}/team`);
      await area.getByRole('link', { name: texts.ownerLink }).click({ timeout: 30_000 });
      await expect(area.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${prefix}/team/privacy$`));
    });

    await test.step('retention: the rule, checked at its field, and the dry run listing the old CV', async () => {
      const months = area.getByRole('textbox', { name: texts.months });
      await expect(months).toHaveValue('24');
      const hide = area.getByRole('region', { name: texts.hide });
      await expect(hide.getByRole('link', { name: staleName })).toHaveAttribute('href', `${prefix}/cv/imported/${staleId}`);
      await expect(hide.getByRole('link', { name: personName })).toHaveCount(0);
      await months.fill('0');
      await area.getByRole('button', { name: texts.save }).click();
      await expect(months).toHaveAttribute('aria-invalid', 'true');
      await expect(months).toHaveAccessibleDescription(new RegExp(texts.monthsInvalid.replace('.', '\\.')));
      if (full) {
        await months.fill('24');
        const saved = page.waitForResponse((response) => response.url().endsWith('/api/team/privacy/retention') && response.request().method() === 'PUT');
        await area.getByRole('button', { name: texts.save }).click();
        expect((await saved).status()).toBe(200);
        await expect(page.getByText(texts.saved)).toBeVisible();
      }
      expect(await findRawI18nKeys(page)).toEqual([]);
    });

    await test.step('erasure: carried out after a confirmation that says it cannot be undone; the result shows', async () => {
      await area.getByRole('tab', { name: texts.tabs.erasure }).click();
      const item = area.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: personEmail }) });
      await expect(item.getByRole('link', { name: personName })).toHaveAttribute('href', `${prefix}/cv/imported/${erasedId}`);
      await item.getByRole('button', { name: texts.carryOut }).click();
      const dialog = page.getByRole('dialog', { name: texts.confirmTitle(personEmail) });
      await expect(dialog).toContainText(texts.irreversible);
      await dialog.getByRole('button', { name: texts.confirm }).click();
      // The job runs in the API process; the page asks again until it is done, and says what was erased.
      const status = area.getByRole('status').filter({ hasText: texts.result });
      await expect(status).toBeVisible({ timeout: 30_000 });
      await expect(status).toBeFocused();
      await expect(area.getByRole('region', { name: texts.done }).getByRole('heading', { level: 4, name: texts.anonymous })).toBeVisible();
      await expect(area.getByRole('button', { name: texts.carryOut })).toHaveCount(0);
      // The CV is gone for good.
      const gone = await page.request.get(`${HOST_ORIGIN}/api/cv/imported/${erasedId}/privacy`);
      expect(gone.status()).toBe(404);
    });

    await test.step("audit: the owner's view of the CV, the erasure and the person's request", async () => {
      await area.getByRole('tab', { name: texts.tabs.audit }).click();
      const log = area.getByRole('region', { name: texts.log });
      await expect(log.getByRole('link', { name: texts.cv(staleId) })).toHaveAttribute('href', `${prefix}/cv/imported/${staleId}`);
      const rows = await logRows(log);
      expect(rows.find((row) => row[3] === texts.cv(staleId))).toEqual([expect.any(String), owner.email, texts.viewed, texts.cv(staleId), expect.stringMatching(/\S/)]);
      expect(rows.some((row) => row[2] === texts.erased && row[3]?.startsWith(texts.cv(erasedId)))).toBe(true);
      expect(rows.some((row) => row[1] === texts.person && row[2] === texts.requested)).toBe(true);
      expect(await findRawI18nKeys(page)).toEqual([]);
    });

    if (!full) return;

    await test.step('audit: filtered by action, and exactly those entries downloaded as CSV (the export itself recorded)', async () => {
      const form = area.getByRole('form', { name: 'Filter the audit log' });
      await form.getByRole('combobox', { name: texts.action }).selectOption({ label: texts.viewed });
      await form.getByRole('button', { name: texts.apply }).click();
      await expect(page).toHaveURL(/[?&]action=viewed/);
      const log = area.getByRole('region', { name: texts.log });
      await expect.poll(async () => [...new Set((await logRows(log)).map((row) => row[2]))]).toEqual([texts.viewed]);

      const downloading = page.waitForEvent('download');
      await area.getByRole('link', { name: texts.download }).click();
      const download = await downloading;
      const file = await download.path();
      const lines = (await readFile(file, 'utf8')).replace('\uFEFF', '').trim().split('\r\n');
      expect(lines[0]).toBe('id,at,actor,action,cv,detail,ip');
      expect(lines.slice(1).map((line) => line.split(',')[3])).toEqual(lines.slice(1).map(() => 'viewed'));
      expect(lines.some((line) => line.includes(`,viewed,${staleId},`))).toBe(true);

      await area.getByRole('button', { name: texts.clear }).click();
      await area.getByRole('button', { name: texts.refresh }).click();
      await expect.poll(async () => (await logRows(log))[0]?.[2]).toBe(texts.exported);
    });

    await test.step('both themes: the tabs and the log read at 4.5:1', async () => {
      const tabs = area.getByRole('tablist');
      for (const theme of ['light', 'dark']) {
        if (theme === 'dark') await page.getByRole('banner').getByRole('button', { name: texts.darkTheme }).click();
        await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        for (const element of [tabs.getByRole('tab', { name: texts.tabs.audit }), tabs.getByRole('tab', { name: texts.tabs.retention }), area.getByRole('region', { name: texts.log }).locator('td').first()]) {
          expect(await textContrast(element)).toBeGreaterThanOrEqual(4.5);
        }
      }
    });

    for (const width of [390, 320]) {
      await test.step(`${width} px wide: nothing scrolls the page sideways; the log scrolls in its own region`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
        const log = area.getByRole('region', { name: texts.log });
        await log.focus();
        await expect(log).toBeFocused();
        if (await log.evaluate((element) => element.scrollWidth > element.clientWidth)) {
          await page.keyboard.press('ArrowRight');
          await expect.poll(() => log.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
        }
        await area.getByRole('tab', { name: texts.tabs.erasure }).click();
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
        await area.getByRole('tab', { name: texts.tabs.audit }).click();
      });
    }

    await test.step('a plain member: no link to the page, and by its address only the owners-only notice', async () => {
      const memberPage = await member(browser, page.request, locale);
      try {
        const memberArea = memberPage.locator('[data-remote="team"]');
        await memberPage.goto(`${prefix}/team`);
        await expect(memberArea.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(memberArea.getByRole('button', { name: /Leave/ })).toBeVisible();
        await expect(memberArea.getByRole('link', { name: texts.ownerLink })).toHaveCount(0);
        await memberPage.goto(`${prefix}/team/privacy`);
        await expect(memberArea.getByRole('heading', { level: 2, name: texts.ownersOnly })).toBeVisible();
        await expect(memberArea.getByRole('tablist')).toHaveCount(0);
      } finally {
        await memberPage.context().close();
      }
    });
  });
}
