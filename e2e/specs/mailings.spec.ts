import { expect, test } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { verifyEmail } from '../support/mail';
import { HOST_ORIGIN } from '../support/platform';

/**
 * A recruiter writes a mailing, picks recipients from search results, previews it for one of
 * them, sends it, and watches it delivered (the API's job runner, outbox transport), in both
 * languages.
 */

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
      queued: 'Mailing queued for 2 candidates.',
      sent: '2 sent',
      show: 'Show recipients',
      status: 'sent',
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
      queued: 'Рассылка поставлена в очередь для 2 кандидатов.',
      sent: 'отправлено: 2',
      show: 'Показать получателей',
      status: 'отправлено',
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
    await expect(page.getByText(texts.queued)).toBeVisible();
    // The API's job runner delivers to the outbox; the page follows the progress by itself.
    await expect(page.getByText(texts.sent, { exact: true })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: texts.show }).click();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('table').getByRole('cell', { name: texts.status, exact: true })).toHaveCount(2);
  });
}
