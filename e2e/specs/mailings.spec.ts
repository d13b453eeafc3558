import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { verifyEmail } from '../support/mail';
import { HOST_ORIGIN } from '../support/platform';

/**
 * A recruiter writes a mailing, picks recipients from search results (or the vacancy's
 * applicants at a stage), previews it for one of them, sends it, and watches it delivered (the
 * API's job runner, outbox transport), in both languages.
 */

/** The `id` of a JSON answer that must have succeeded with `status`. */
async function idOf(response: APIResponse, status: number): Promise<number> {
  expect(response.status(), await response.text()).toBe(status);
  const body: unknown = await response.json();
  const id = typeof body === 'object' && body !== null ? Reflect.get(body, 'id') : undefined;
  if (typeof id !== 'number') throw new Error(`no id in ${JSON.stringify(body)}`);
  return id;
}

/** A new candidate with a platform CV applies to `vacancyId` from their own session. */
async function applyAsNewCandidate(request: APIRequestContext, vacancyId: number, name: string, locale: 'en' | 'ru'): Promise<number> {
  await registerAccount(request, { kind: 'candidate', locale });
  const username = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.slice(0, 30);
  const cv = await request.put(`${HOST_ORIGIN}/api/cv/me`, {
    data: { username, visibility: 'hidden', resume: { basics: { name, label: 'Kotlin developer', email: `${username}@example.com` } } },
    headers: { origin: HOST_ORIGIN },
  });
  expect(cv.status(), await cv.text()).toBe(200);
  return idOf(await request.post(`${HOST_ORIGIN}/api/team/vacancies/${vacancyId}/applications`, { data: {}, headers: { origin: HOST_ORIGIN } }), 201);
}

const LOCALES = [
  {
    locale: 'en' as const,
    prefix: '',
    texts: {
      subject: /Subject/,
      body: /Message/,
      query: 'Search query',
      find: 'Find candidates',
      selectNone: 'Select none',
      selected: '2 of 50 selected',
      preview: 'Preview',
      previewText: 'Message text',
      send: 'Send mailing',
      confirm: /^Send and spend \d+ credits?$/,
      queued: 'Mailing queued for 2 candidates.',
      sent: '2 sent',
      show: 'Show recipients',
      status: 'sent',
      fromApplicants: "This vacancy's applicants at a stage",
      stage: /^Stage/,
      screening: 'Screening',
      queuedOne: 'Mailing queued for 1 candidate.',
      sentOne: '1 sent',
      source: 'Applicants at the stage “Screening”',
    },
  },
  {
    locale: 'ru' as const,
    prefix: '/ru',
    texts: {
      subject: /Тема/,
      body: /Текст письма/,
      query: 'Поисковый запрос',
      find: 'Найти кандидатов',
      selectNone: 'Снять выбор',
      selected: 'Выбрано 2 из 50',
      preview: 'Предпросмотр',
      previewText: 'Текст письма',
      send: 'Отправить рассылку',
      confirm: /^Отправить и списать \d+ кредит/,
      queued: 'Рассылка поставлена в очередь для 2 кандидатов.',
      sent: 'отправлено: 2',
      show: 'Показать получателей',
      status: 'отправлено',
      fromApplicants: 'Откликнувшиеся на вакансию на этапе',
      stage: /^Этап/,
      screening: 'Отбор',
      queuedOne: 'Рассылка поставлена в очередь для 1 кандидата.',
      sentOne: 'отправлено: 1',
      source: 'Откликнувшиеся на этапе «Отбор»',
    },
  },
];

for (const { locale, prefix, texts } of LOCALES) {
  test(`a mailing to selected search results, previewed, sent and delivered (${locale})`, async ({ page }) => {
    const account = await registerAccount(page.request, { locale });
    // Sending mailings waits for a verified address: follow the mailed link first.
    await verifyEmail(page.request, account.email);
    const created = await page.request.post(`${HOST_ORIGIN}/api/team/vacancies`, {
      data: { title: `Kotlin lead ${locale}`, status: 'open' },
      headers: { origin: HOST_ORIGIN },
    });
    expect(created.status(), await created.text()).toBe(201);
    const body: unknown = await created.json();
    const id = typeof body === 'object' && body !== null ? Reflect.get(body, 'id') : undefined;
    expect(typeof id).toBe('number');

    await page.goto(`${prefix}/team/vacancy/${id}/Mailings`);
    await page.getByRole('textbox', { name: texts.subject }).fill('{vacancy}');
    await page.getByRole('textbox', { name: texts.body }).fill('Hello {name}! {team} is hiring: {vacancy}. <b>not bold</b>');
    await page.getByRole('textbox', { name: texts.query }).fill('developer');
    await page.getByRole('button', { name: texts.find }).click();
    await page.getByRole('button', { name: texts.selectNone }).click();
    const boxes = page.getByRole('list', { name: /results|Результаты/ }).getByRole('checkbox');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect(page.getByText(texts.selected)).toBeVisible();
    // The preview shows the first recipient picked, by the name its checkbox is labelled with.
    const firstName = await boxes.nth(0).evaluate((box) => (box instanceof HTMLInputElement ? (box.labels?.[0]?.textContent ?? '') : ''));

    await expect(page.getByRole('button', { name: texts.send })).toBeDisabled();
    await page.getByRole('button', { name: texts.preview, exact: true }).click();
    const message = page.getByLabel(texts.previewText, { exact: true }).last();
    await expect(message).toContainText(`is hiring: Kotlin lead ${locale}. <b>not bold</b>`);
    await expect(message).toContainText(`Hello ${firstName}!`);

    await page.getByRole('button', { name: texts.send }).click();
    // New candidates cost credits: the count and the cost are confirmed first.
    await page.getByRole('dialog').getByRole('button', { name: texts.confirm }).click();
    await expect(page.getByText(texts.queued)).toBeVisible();
    // The API's job runner delivers to the outbox; the page follows the progress by itself.
    await expect(page.getByText(texts.sent, { exact: true })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: texts.show }).click();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('table').getByRole('cell', { name: texts.status, exact: true })).toHaveCount(2);
  });
}

for (const { locale, prefix, texts } of LOCALES) {
  test(`a mailing to the vacancy's applicants at a stage, previewed, sent and delivered (${locale})`, async ({ page, playwright }) => {
    const account = await registerAccount(page.request, { locale });
    // Mailings wait for a verified address: follow the link the registration mailed.
    await verifyEmail(page.request, account.email);
    const vacancyId = await idOf(
      await page.request.post(`${HOST_ORIGIN}/api/team/vacancies`, { data: { title: `Kotlin dev ${locale}`, status: 'open' }, headers: { origin: HOST_ORIGIN } }),
      201,
    );
    // Two candidates apply, each from their own session; the team moves one to screening.
    const names = [`Screened ${locale} Applicant`, `Waiting ${locale} Applicant`];
    const applications: number[] = [];
    for (const name of names) {
      const candidate = await playwright.request.newContext();
      applications.push(await applyAsNewCandidate(candidate, vacancyId, name, locale));
      await candidate.dispose();
    }
    const moved = await page.request.post(`${HOST_ORIGIN}/api/team/applications/${applications[0]}/stage`, {
      data: { stage: 'screening' },
      headers: { origin: HOST_ORIGIN },
    });
    expect(moved.status(), await moved.text()).toBe(200);

    await page.goto(`${prefix}/team/vacancy/${vacancyId}/Mailings`);
    await page.getByRole('textbox', { name: texts.subject }).fill('{vacancy}: next step');
    await page.getByRole('textbox', { name: texts.body }).fill('Hello {name}!');
    await page.getByRole('radio', { name: texts.fromApplicants }).check();
    await page.getByRole('combobox', { name: texts.stage }).selectOption({ label: texts.screening });
    await page.getByRole('button', { name: texts.preview, exact: true }).click();
    await expect(page.getByLabel(texts.previewText, { exact: true }).last()).toContainText(`Hello ${names[0]}!`);

    await page.getByRole('button', { name: texts.send }).click();
    await expect(page.getByText(texts.queuedOne)).toBeVisible();
    await expect(page.getByText(texts.source)).toBeVisible();
    await expect(page.getByText(texts.sentOne, { exact: true })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: texts.show }).click();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('table').getByRole('row').last()).toContainText(names[0] ?? '');
  });
}
