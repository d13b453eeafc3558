import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { cvArea, fillWizard, TEXTS, type Texts } from '../support/cv-wizard';
import { DEMO_CANDIDATE, HOST_ORIGIN } from '../support/platform';
import { signIn } from '../support/session';

/**
 * The candidate's own CV in the composed site: the editor loads and sends back every field it
 * shows (an unchanged save changes nothing recruiters filter by), a new candidate writes a CV in
 * the wizard from "My CV", and applying to a vacancy without a CV goes through the wizard and back.
 */

const PREFIX = { en: '', ru: '/ru' } as const;

/** The fields recruiters filter by, as the editor shows them. */
async function expectTerms(page: Page, texts: Texts, terms: { status: string; salary: string; currency: string; relocation: boolean; remote: boolean }) {
  const area = cvArea(page);
  await expect(area.getByRole('combobox', { name: texts.status })).toHaveValue(terms.status);
  await expect(area.getByRole('textbox', { name: texts.salary })).toHaveValue(terms.salary);
  await expect(area.getByRole('combobox', { name: texts.currency })).toHaveValue(terms.currency);
  await expect(area.getByRole('checkbox', { name: texts.relocation })).toBeChecked({ checked: terms.relocation });
  await expect(area.getByRole('checkbox', { name: texts.remote })).toBeChecked({ checked: terms.remote });
}

async function platformFields(request: APIRequestContext): Promise<unknown> {
  const response = await request.get(`${HOST_ORIGIN}/api/cv/me`);
  expect(response.status(), await response.text()).toBe(200);
  const body: unknown = await response.json();
  return typeof body === 'object' && body !== null ? Reflect.get(Reflect.get(body, 'resume') ?? {}, 'x-platform') : undefined;
}

/** Opens the signed-in candidate's CV through "My CV", then its editor. */
async function openEditor(page: Page, locale: 'en' | 'ru', texts: Texts) {
  await page.goto(`${PREFIX[locale]}/cv/my`);
  await expect(page).toHaveURL(/\/cv\/username\//);
  await cvArea(page).getByRole('button', { name: texts.edit }).click();
}

test.describe('the CV editor keeps what it does not change', () => {
  test('en: the demo candidate (terms stored beside the document) saves with no change, and every term stays', async ({ page }) => {
    const texts = TEXTS.en;
    await signIn(page, DEMO_CANDIDATE);
    const before = await platformFields(page.request);
    await openEditor(page, 'en', texts);
    const terms = { status: 'open', salary: '6500', currency: 'EUR', relocation: false, remote: true };
    await expectTerms(page, texts, terms);
    await cvArea(page).getByRole('button', { name: texts.save, exact: true }).click();
    await expect(page.getByText(texts.saved)).toBeVisible();
    await page.reload();
    await cvArea(page).getByRole('button', { name: texts.edit }).click();
    await expectTerms(page, texts, terms);
    expect(await platformFields(page.request)).toEqual(before);
  });

  test('ru: a status changed on the account page survives an unchanged save of the editor', async ({ page }) => {
    const texts = TEXTS.ru;
    await registerAccount(page.request, { kind: 'candidate', locale: 'ru' });
    const username = `keep${Date.now().toString(36)}`;
    const put = await page.request.put(`${HOST_ORIGIN}/api/cv/me`, {
      headers: { origin: HOST_ORIGIN },
      data: {
        username,
        visibility: 'public',
        resume: {
          basics: { name: 'Вера Неизменная', label: 'Аналитик' },
          'x-platform': { desiredSalary: { amount: 4000, currency: 'USD' }, relocation: true, remote: true, jobSearchStatus: 'active' },
        },
      },
    });
    expect(put.status(), await put.text()).toBe(200);
    // The account page sets the status alone.
    const patch = await page.request.patch(`${HOST_ORIGIN}/api/user/account/candidate`, { headers: { origin: HOST_ORIGIN }, data: { jobSearchStatus: 'not_looking' } });
    expect(patch.status(), await patch.text()).toBe(200);

    await openEditor(page, 'ru', texts);
    const terms = { status: 'not_looking', salary: '4000', currency: 'USD', relocation: true, remote: true };
    await expectTerms(page, texts, terms);
    await cvArea(page).getByRole('button', { name: texts.save, exact: true }).click();
    await expect(page.getByText(texts.saved)).toBeVisible();
    await page.reload();
    await cvArea(page).getByRole('button', { name: texts.edit }).click();
    await expectTerms(page, texts, terms);
  });
});

test('en: a new candidate goes from "My CV" into the wizard, fills the steps and sees the saved CV', async ({ page }) => {
  test.setTimeout(120_000);
  const texts = TEXTS.en;
  const account = await registerAccount(page.request, { kind: 'candidate', locale: 'en' });
  await page.goto('/');
  await page.getByRole('link', { name: 'My CV' }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/cv/new');
  await fillWizard(page, texts, { position: 'Go developer', city: 'Lisbon' });

  await expect(page).toHaveURL(/\/cv\/username\/[a-z0-9_-]+$/);
  const area = cvArea(page);
  await expect(area.getByRole('heading', { level: 1, name: account.name })).toBeVisible();
  await expect(area).toContainText('Go developer');
  await expect(area).toContainText('Globex');
  await expect(area).toContainText('MIT');
  await expect(area).toContainText('English');
  await area.getByRole('button', { name: texts.edit }).click();
  await expectTerms(page, texts, { status: 'open', salary: '5000', currency: 'EUR', relocation: false, remote: true });
});

test('ru: "apply" without a CV leads into the wizard and back to the vacancy, where the application is sent', async ({ page, request }) => {
  test.setTimeout(120_000);
  const texts = TEXTS.ru;
  await registerAccount(request, { kind: 'recruiter', locale: 'ru' });
  const created = await request.post(`${HOST_ORIGIN}/api/team/vacancies`, {
    headers: { origin: HOST_ORIGIN },
    data: { title: `E2E без резюме ${Date.now().toString(36)}`, status: 'open' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const vacancy: unknown = await created.json();
  const id = typeof vacancy === 'object' && vacancy !== null ? Reflect.get(vacancy, 'id') : undefined;
  const vacancyPath = `/ru/team/vacancy/${String(id)}`;

  await registerAccount(page.request, { kind: 'candidate', locale: 'ru' });
  // On the narrowest phone the wizard fits the screen.
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto(vacancyPath);
  const team = page.locator('[data-remote="team"]');
  await team.getByRole('button', { name: texts.send }).click();
  await team.getByRole('link', { name: texts.writeCv }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/ru/cv/new' && url.searchParams.get('returnTo') === `/team/vacancy/${String(id)}`);
  await expect(cvArea(page).getByRole('heading', { level: 2 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await fillWizard(page, texts, { position: 'Разработчик Go', city: 'Казань' });

  await expect(page).toHaveURL((url) => url.pathname === vacancyPath);
  await team.getByRole('button', { name: texts.send }).click();
  await expect(team.getByRole('status')).toHaveText(texts.applied);
});
