import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { registerAccount } from '../support/accounts';

/**
 * An owner adds a webhook from the team's integrations page, pointing at a receiver this test runs
 * on 127.0.0.1 (the platform under test is not production: http and loopback are allowed), keeps
 * the secret shown once, sends a test event and sees it delivered in the log; the receiver checks
 * the Standard Webhooks signature with that secret. Then the page on phones, and the removal.
 */
const LOCALES = [
  {
    locale: 'en',
    prefix: '',
    texts: {
      title: 'Integrations',
      url: /Endpoint URL/,
      event: 'Application received',
      add: 'Add webhook',
      shownOnce: /it is shown only this once/,
      saved: 'I have saved it',
      sendTest: 'Send test event',
      log: (url: string) => `Deliveries to ${url}`,
      delivered: 'Delivered',
      testEvent: 'Test event',
      remove: 'Remove',
      confirmTitle: 'Remove this webhook?',
      confirm: 'Remove webhook',
      list: "The team's webhooks",
    },
  },
  {
    locale: 'ru',
    prefix: '/ru',
    texts: {
      title: 'Интеграции',
      url: /Адрес \(URL\)/,
      event: 'Новый отклик',
      add: 'Добавить вебхук',
      shownOnce: /он показывается только один раз/,
      saved: 'Я сохранил секрет',
      sendTest: 'Отправить тестовое событие',
      log: (url: string) => `Доставки на ${url}`,
      delivered: 'Доставлено',
      testEvent: 'Тестовое событие',
      remove: 'Удалить',
      confirmTitle: 'Удалить этот вебхук?',
      confirm: 'Удалить вебхук',
      list: 'Вебхуки команды',
    },
  },
] as const;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 that answers 204 and keeps what it got. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the receiver has no port');
  return { server, url: `http://127.0.0.1:${address.port}/hooks/${Date.now().toString(36)}`, received };
}

/** The Standard Webhooks check: `v1,` + base64 HMAC-SHA256 of `<id>.<timestamp>.<body>` under the secret's bytes. */
function signatureMatches(secret: string, { headers, body }: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${String(headers['webhook-id'])}.${String(headers['webhook-timestamp'])}.${body}`).digest();
  const given = String(headers['webhook-signature'])
    .split(' ')
    .map((part) => Buffer.from(part.replace(/^v1,/, ''), 'base64'));
  return given.some((signature) => signature.length === expected.length && timingSafeEqual(signature, expected));
}

for (const { locale, prefix, texts } of LOCALES) {
  test(`an owner adds a webhook, keeps its secret, and sees a test event delivered (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const receiver = await startReceiver();
    try {
      await registerAccount(page.request, { locale });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${prefix}/team/integrations`);
      const area = page.locator('[data-remote="team"]');
      await expect(area.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();

      let secret = '';
      await test.step('add: the secret is shown once, focused', async () => {
        await area.getByRole('textbox', { name: texts.url }).fill(receiver.url);
        await area.getByRole('checkbox', { name: texts.event }).check();
        await area.getByRole('button', { name: texts.add }).click();
        const panel = area.getByRole('group', { name: texts.shownOnce });
        await expect(panel).toBeFocused();
        secret = (await panel.getByText(/^whsec_/).textContent()) ?? '';
        expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
        await panel.getByRole('button', { name: texts.saved }).click();
        await expect(area.getByText(secret)).toHaveCount(0);
      });

      const item = area.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: receiver.url }) });
      await test.step('a test event is delivered, signed with that secret', async () => {
        await item.getByRole('button', { name: texts.sendTest }).click();
        const log = item.getByRole('region', { name: texts.log(receiver.url) });
        // The job runner delivers it in the API process; the open log asks again while it is queued.
        await expect(log.getByRole('row').filter({ hasText: texts.testEvent }).getByText(texts.delivered, { exact: true })).toBeVisible({ timeout: 30_000 });
        // At least once: an attempt the API did not see answered would come again, with the same id.
        const [delivery] = receiver.received;
        if (delivery === undefined) throw new Error('nothing received');
        expect(JSON.parse(delivery.body)).toMatchObject({ type: 'webhook.test' });
        expect(signatureMatches(secret, delivery)).toBe(true);
      });

      for (const width of [390, 320]) {
        await test.step(`${width} px wide: nothing scrolls the page sideways; the log scrolls in its own region`, async () => {
          await page.setViewportSize({ width, height: 800 });
          await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
          const log = item.getByRole('region', { name: texts.log(receiver.url) });
          await log.focus();
          await expect(log).toBeFocused();
          const before = await log.evaluate((element) => element.scrollLeft);
          const scrolls = await log.evaluate((element) => element.scrollWidth > element.clientWidth);
          if (scrolls) {
            await page.keyboard.press('ArrowRight');
            await expect.poll(() => log.evaluate((element) => element.scrollLeft)).toBeGreaterThan(before);
          }
        });
      }

      await test.step('remove, after the confirmation: the focus is back on the list', async () => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await item.getByRole('button', { name: texts.remove, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: texts.confirmTitle });
        await dialog.getByRole('button', { name: texts.confirm }).click();
        await expect(area.getByRole('heading', { level: 3, name: receiver.url })).toHaveCount(0);
        await expect(area.getByRole('group', { name: texts.list })).toBeFocused();
      });
    } finally {
      await new Promise((resolve) => receiver.server.close(resolve));
    }
  });
}
