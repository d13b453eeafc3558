import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { cvArea, fillWizard, TEXTS } from '../support/cv-wizard';
import { candidateApplies, postJson } from '../support/hiring';
import { HOST_ORIGIN } from '../support/platform';

/**
 * The three first journeys, each from the registration form to its goal, through the pages and
 * the header as a newcomer meets them: a candidate writes a CV and sends an application; a recruiter
 * finds a candidate and opens their contacts; a hiring team publishes a vacancy and hires on its
 * board (on a phone, in Russian).
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Fills the registration form and lands signed in. */
async function registerThroughForm(page: Page, form: { prefix: '' | '/ru'; kind: RegExp; name: string; team?: string; email: string }) {
  await page.goto(`${form.prefix}/register`);
  await page.getByRole('radio', { name: form.kind }).check();
  await page.getByRole('textbox', { name: form.prefix === '' ? /^Your name/ : /^Ваше имя/ }).fill(form.name);
  if (form.team !== undefined) await page.getByRole('textbox', { name: form.prefix === '' ? /^Team name/ : /^Название команды/ }).fill(form.team);
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(form.email);
  await page.getByLabel(form.prefix === '' ? /^Password/ : /^Пароль/).fill('journey-password-1');
  await page.getByRole('button', { name: form.prefix === '' ? 'Register' : 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL((url) => !url.pathname.endsWith('/register'));
}

function mainNavigation(page: Page): Locator {
  return page.getByRole('navigation', { name: /^(Main navigation|Основная навигация)$/ });
}

/** An open vacancy of a new team, made through the API. */
async function openVacancy(request: APIRequestContext, title: string): Promise<number> {
  await registerAccount(request, { kind: 'recruiter' });
  const vacancy = await postJson(request, '/api/team/vacancies', { title, status: 'open', skills: ['Go'], remote: true });
  const id = vacancy.id;
  if (typeof id !== 'number') throw new Error(`no vacancy id in ${JSON.stringify(vacancy)}`);
  return id;
}

test('a new candidate registers, writes a CV in the wizard, finds a vacancy on the job board and applies', async ({ page, request }) => {
  test.setTimeout(180_000);
  const title = `Journey Go ${stamp()}`;
  await openVacancy(request, title);
  const texts = TEXTS.en;

  await registerThroughForm(page, { prefix: '', kind: /^A candidate/, name: 'Jane Journey', email: `jane-${stamp()}@example.com` });
  await page.getByRole('link', { name: 'My CV' }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/cv/new');
  await fillWizard(page, texts, { position: 'Go developer', city: 'Lisbon' });
  await expect(cvArea(page).getByRole('heading', { level: 1, name: 'Jane Journey' })).toBeVisible();

  await mainNavigation(page).getByRole('button', { name: 'Jobs' }).click();
  await mainNavigation(page).getByRole('link', { name: 'Open vacancies' }).click();
  const team = page.locator('[data-remote="team"]');
  const search = team.getByRole('search');
  await search.getByRole('searchbox', { name: 'Words' }).fill(title);
  await search.getByRole('checkbox', { name: 'Remote work only' }).check();
  await search.getByRole('button', { name: 'Search' }).click();
  await team.getByRole('link', { name: title }).click();
  await team.getByRole('textbox', { name: /^Message/ }).fill('I write Go every day.');
  await team.getByRole('button', { name: texts.send }).click();
  await expect(team.getByRole('status')).toHaveText(texts.applied);

  await mainNavigation(page).getByRole('button', { name: 'Jobs' }).click();
  await mainNavigation(page).getByRole('link', { name: 'My applications' }).click();
  await expect(page.locator('[data-remote="user"] article').filter({ hasText: title })).toContainText('Sent');
});

test('a new recruiter registers, finds a candidate by a word of their CV and opens their contacts', async ({ page, playwright }) => {
  test.setTimeout(180_000);
  // A candidate with a public CV a word of which nobody else has.
  const word = `Zq${stamp()}`;
  const candidate = await playwright.request.newContext({ baseURL: HOST_ORIGIN });
  await registerAccount(candidate, { kind: 'candidate' });
  const saved = await candidate.put(`${HOST_ORIGIN}/api/cv/me`, {
    headers: { origin: HOST_ORIGIN },
    data: { username: `journey${stamp()}`.slice(0, 30), visibility: 'public', resume: { basics: { name: 'Carl Candidate', label: `${word} engineer`, email: `carl-${stamp()}@example.com` } } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await candidate.dispose();

  await registerThroughForm(page, { prefix: '', kind: /^A recruiter/, name: 'Rita Recruiter', team: 'Journey Talent', email: `rita-${stamp()}@example.com` });
  await mainNavigation(page).getByRole('link', { name: 'Search' }).click();
  const area = page.locator('[data-remote="search"]');
  const box = area.getByRole('searchbox', { name: 'Keywords' });
  await box.fill(word);
  await box.press('Enter');
  await area.getByRole('link', { name: 'Carl Candidate' }).click();
  const contacts = cvArea(page).getByRole('region', { name: 'Contacts' });
  await contacts.getByRole('button', { name: /^Show contacts/ }).click();
  await expect(contacts.locator('a[href^="mailto:carl-"]')).toBeVisible();

  // Back on the results, the CV says its contacts were opened.
  await page.goBack();
  await expect(area.getByRole('article').filter({ hasText: 'Carl Candidate' })).toContainText('Contacts opened');
});

test('a new hiring team registers on a phone in Russian, publishes a vacancy and hires an applicant on its board', async ({ page, playwright }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const title = `Путь Go ${stamp()}`;
  await registerThroughForm(page, { prefix: '/ru', kind: /^Рекрутер/, name: 'Ольга Наймова', team: 'Команда пути', email: `olga-${stamp()}@example.com` });

  await page.goto('/ru/team/vacancy');
  const team = page.locator('[data-remote="team"]');
  await team.getByRole('button', { name: 'Новая вакансия' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Новая вакансия' });
  await dialog.getByRole('textbox', { name: /^Название/ }).fill(title);
  await dialog.getByRole('combobox', { name: 'Статус' }).selectOption('open');
  await dialog.getByRole('button', { name: 'Создать вакансию' }).click();
  await expect(team.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const vacancyId = Number(new URL(page.url()).pathname.split('/').at(-1));

  const applicant = await playwright.request.newContext({ baseURL: HOST_ORIGIN });
  await candidateApplies(applicant, vacancyId, 'Пётр Соискатель', 'ru');
  await applicant.dispose();

  await team.getByRole('link', { name: 'Доска откликов' }).click();
  // A card moves one stage at a time (or out, rejected): through screening, interview and offer to hired.
  const card = team.locator('li[data-application]').filter({ hasText: 'Пётр Соискатель' });
  for (const [label, stage] of [['Отбор', 'screening'], ['Собеседование', 'interview'], ['Предложение', 'offer'], ['Наняты', 'hired']] as const) {
    await card.getByRole('combobox', { name: 'Перевести Пётр Соискатель на этап' }).selectOption({ label });
    await expect(team.locator(`section[data-stage="${stage}"]`).filter({ hasText: 'Пётр Соискатель' })).toHaveCount(1);
  }
  // Still there after a reload: the hire is stored, not only drawn.
  await page.reload();
  await expect(team.locator('section[data-stage="hired"]').filter({ hasText: 'Пётр Соискатель' })).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
