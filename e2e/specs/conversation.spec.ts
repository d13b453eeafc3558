import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import nodemailer from 'nodemailer';
import { registerAccount, type TestAccount } from '../support/accounts';
import { mailedRaw } from '../support/mail';
import { HOST_ORIGIN, MAIL_PORTS } from '../support/platform';

/**
 * The hiring conversation end to end, in each locale: a recruiter writes to an applicant from the
 * board; the message leaves by e-mail (read back as it left, `npm run outbox -- --raw`) with the
 * thread's reply address; the candidate answers the e-mail, sent over SMTP to the platform's
 * inbound listener as their mail server would; the reply appears in the thread, and the card shows
 * it as new until the recruiter opens it.
 */
const TEXTS = {
  en: { open: (name: string) => `Open ${name}`, write: /Message to the candidate/, send: 'Send', thread: 'Conversation with the candidate', badge: '1 new reply', isNew: 'New' },
  ru: { open: (name: string) => `Открыть: ${name}`, write: /Сообщение кандидату/, send: 'Отправить', thread: 'Переписка с кандидатом', badge: '1 новый ответ', isNew: 'Новое' },
} as const;

async function candidateApplies(request: APIRequestContext, vacancyId: number, name: string, locale: 'en' | 'ru'): Promise<TestAccount> {
  const account = await registerAccount(request, { kind: 'candidate', locale });
  const username = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 30);
  const cv = await request.put(`${HOST_ORIGIN}/api/cv/me`, {
    headers: { origin: HOST_ORIGIN },
    data: { username, visibility: 'hidden', resume: { basics: { name, label: 'Go developer', email: `${username}@example.com` } } },
  });
  expect(cv.status(), await cv.text()).toBe(200);
  const applied = await request.post(`${HOST_ORIGIN}/api/team/vacancies/${vacancyId}/applications`, { headers: { origin: HOST_ORIGIN }, data: { message: 'Hello' } });
  expect(applied.status(), await applied.text()).toBe(201);
  return account;
}

async function newPage(browser: Browser, locale: 'en' | 'ru'): Promise<Page> {
  const context = await browser.newContext({ baseURL: HOST_ORIGIN, locale: locale === 'ru' ? 'ru-RU' : 'en-US' });
  return context.newPage();
}

const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';

for (const locale of ['en', 'ru'] as const) {
  const texts = TEXTS[locale];
  const prefix = locale === 'ru' ? '/ru' : '';
  test(`a recruiter writes, the candidate's e-mailed reply lands in the thread with its badge (${locale})`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    await registerAccount(page.request, { locale });
    const created = await page.request.post(`${HOST_ORIGIN}/api/team/vacancies`, { headers: { origin: HOST_ORIGIN }, data: { title: `E2E chat ${locale}`, status: 'open' } });
    expect(created.status(), await created.text()).toBe(201);
    const vacancyId = Number((await created.json()).id);
    const applicant = locale === 'en' ? 'Anna Replier' : 'Анна Отвечающая';
    const candidatePage = await newPage(browser, locale);
    const candidate = await candidateApplies(candidatePage.request, vacancyId, applicant, locale);
    const written = locale === 'en' ? 'Could we talk on Thursday?' : 'Созвонимся в четверг?';
    const answer = locale === 'en' ? 'Thursday works for me.' : 'Четверг подходит.';

    const area = page.locator('[data-remote="team"]');
    await test.step('the recruiter writes from the application on the board', async () => {
      await page.goto(`${prefix}/team/vacancy/${vacancyId}/applications`);
      await area.getByRole('button', { name: texts.open(applicant) }).click();
      const dialog = page.getByRole('dialog', { name: applicant });
      await dialog.getByRole('textbox', { name: texts.write }).fill(written);
      await dialog.getByRole('button', { name: texts.send, exact: true }).click();
      await expect(dialog.getByRole('list', { name: texts.thread })).toContainText(written);
      await page.keyboard.press('Escape');
    });

    await test.step('the candidate answers the e-mail from their mail server', async () => {
      const raw = await mailedRaw(candidate.email, 'thread-message-candidate');
      const replyTo = header(raw, 'Reply-To');
      expect(replyTo).toMatch(/^reply\+[\w-]+@/);
      const client = nodemailer.createTransport({ host: '127.0.0.1', port: MAIL_PORTS.inbound, secure: false, ignoreTLS: true });
      try {
        await client.sendMail({
          from: candidate.email,
          to: replyTo,
          subject: `Re: ${header(raw, 'Subject')}`,
          inReplyTo: header(raw, 'Message-ID'),
          text: `${answer}\n\nOn Thursday, the team wrote:\n> ${written}`,
        });
      } finally {
        client.close();
      }
    });

    await test.step('the card shows the new reply; the thread shows it without the quote', async () => {
      await page.reload();
      const card = area.locator('li[data-application]').filter({ hasText: applicant });
      await expect(card.getByText(texts.badge)).toBeVisible();
      await card.getByRole('button', { name: texts.open(applicant) }).click();
      const thread = page.getByRole('dialog', { name: applicant }).getByRole('list', { name: texts.thread });
      const reply = thread.getByRole('listitem').filter({ hasText: answer });
      await expect(reply).toBeVisible();
      await expect(reply.getByText(texts.isNew, { exact: true })).toBeVisible();
      await expect(reply).not.toContainText(`> ${written}`);
      await page.keyboard.press('Escape');
      await expect(card.getByText(texts.badge)).toHaveCount(0);
    });
  });
}
