import { type Browser, expect, type Page, test } from '@playwright/test';
import nodemailer from 'nodemailer';
import { ENGLISH_CV, RUSSIAN_CV, makePdf } from '../../api/src/modules/cv/intake/testing/files';
import { registerAccount } from '../support/accounts';
import { postJson } from '../support/hiring';
import { mailedRaw } from '../support/mail';
import { HOST_ORIGIN, MAIL_PORTS } from '../support/platform';

/**
 * An e-mailed CV made into a CV, in each locale: the candidate answers the team's message with a
 * PDF, sent over SMTP to the platform's inbound listener as their mail server would; the recruiter
 * makes a CV from the file in the application's thread, reviews the draft with the team's earlier
 * CV of the same e-mail shown as the same person, and saves it.
 */
const CASES = {
  en: {
    prefix: '',
    lines: ENGLISH_CV,
    email: 'john.smith@example.com',
    earlier: 'J. Smith',
    name: 'John Smith',
    open: (name: string) => `Open ${name}`,
    thread: 'Conversation with the candidate',
    make: (file: string) => `Make a CV from this file: ${file}`,
    reviewTitle: (file: string) => `Review before saving: ${file}`,
    duplicates: 'This person may already be here',
    sameEmail: 'same e-mail',
    save: 'Save the CV',
    madeBefore: 'A CV was made from this file already.',
  },
  ru: {
    prefix: '/ru',
    lines: RUSSIAN_CV,
    email: 'maria.ivanova@example.ru',
    earlier: 'Мария И.',
    name: 'Иванова Мария Сергеевна',
    open: (name: string) => `Открыть: ${name}`,
    thread: 'Переписка с кандидатом',
    make: (file: string) => `Создать резюме из файла: ${file}`,
    reviewTitle: (file: string) => `Проверка перед сохранением: ${file}`,
    duplicates: 'Возможно, этот человек уже есть',
    sameEmail: 'тот же e-mail',
    save: 'Сохранить резюме',
    madeBefore: 'Из этого файла уже создано резюме.',
  },
} as const;

async function newPage(browser: Browser, locale: 'en' | 'ru'): Promise<Page> {
  const context = await browser.newContext({ baseURL: HOST_ORIGIN, locale: locale === 'ru' ? 'ru-RU' : 'en-US' });
  return context.newPage();
}

const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';

for (const locale of ['en', 'ru'] as const) {
  const where = CASES[locale];
  test(`a PDF e-mailed to a thread becomes a CV, its duplicate shown before saving (${locale})`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    await registerAccount(page.request, { locale });
    const vacancy = await postJson(page.request, '/api/team/vacancies', { title: `E2E e-mailed CV ${locale}`, status: 'open' });
    const vacancyId = Number(vacancy['id']);
    // The team's earlier import of the same person (the same e-mail, another name).
    const earlier = await postJson(page.request, '/api/cv/import', { basics: { name: where.earlier, email: where.email } });
    expect(earlier).toMatchObject({ results: [{ status: 'imported' }] });
    const applicant = locale === 'en' ? 'Paul Sender' : 'Павел Отправитель';
    const candidatePage = await newPage(browser, locale);
    const candidate = await registerAccount(candidatePage.request, { kind: 'candidate', locale });
    const username = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 30);
    const cv = await candidatePage.request.put(`${HOST_ORIGIN}/api/cv/me`, {
      headers: { origin: HOST_ORIGIN },
      data: { username, visibility: 'hidden', resume: { basics: { name: applicant, label: 'Go developer', email: `${username}@example.com` } } },
    });
    expect(cv.status(), await cv.text()).toBe(200);
    await postJson(candidatePage.request, `/api/team/vacancies/${vacancyId}/applications`, { message: 'Hello' });
    const candidateEmail = candidate.email;
    const applications = await page.request.get(`${HOST_ORIGIN}/api/team/vacancies/${vacancyId}/applications`);
    const applicationId = Number((await applications.json()).items[0].id);
    await postJson(page.request, `/api/team/applications/${applicationId}/messages`, { body: 'Could you send your CV?' });

    await test.step('the candidate answers the e-mail with a PDF', async () => {
      const raw = await mailedRaw(candidateEmail, 'thread-message-candidate');
      const client = nodemailer.createTransport({ host: '127.0.0.1', port: MAIL_PORTS.inbound, secure: false, ignoreTLS: true });
      try {
        await client.sendMail({
          from: candidateEmail,
          to: header(raw, 'Reply-To'),
          subject: `Re: ${header(raw, 'Subject')}`,
          inReplyTo: header(raw, 'Message-ID'),
          text: 'My CV is attached.',
          attachments: [{ filename: 'cv.pdf', content: await makePdf(where.lines), contentType: 'application/pdf' }],
        });
      } finally {
        client.close();
      }
    });

    const area = page.locator('[data-remote="team"]');
    await test.step('the recruiter makes a CV from the file in the thread, with the keyboard', async () => {
      await page.goto(`${where.prefix}/team/vacancy/${vacancyId}/applications`);
      await area.getByRole('button', { name: where.open(applicant) }).click();
      const thread = page.getByRole('dialog', { name: applicant }).getByRole('list', { name: where.thread });
      const make = thread.getByRole('button', { name: where.make('cv.pdf') });
      await make.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${where.prefix}/cv/import/drafts/[0-9a-f-]{36}$`));
    });

    await test.step('the draft shows the earlier CV of the same e-mail, and is saved', async () => {
      const cvArea = page.locator('[data-remote="cv"]');
      const review = cvArea.getByRole('region', { name: where.reviewTitle('cv.pdf') });
      await expect(review.getByRole('textbox').first()).toHaveValue(where.name);
      const duplicates = review.getByRole('note', { name: where.duplicates });
      await expect(duplicates.getByRole('link', { name: where.earlier })).toBeVisible();
      await expect(duplicates).toContainText(where.sameEmail);
      await review.getByRole('button', { name: where.save }).click();
      await expect(page).toHaveURL(new RegExp(`${where.prefix}/cv/imported/\\d+$`));
      await expect(cvArea.getByRole('heading', { level: 1 })).toHaveText(where.name);
    });

    await test.step('the file made into a CV says so in the thread', async () => {
      await page.goto(`${where.prefix}/team/vacancy/${vacancyId}/applications`);
      await area.getByRole('button', { name: where.open(applicant) }).click();
      const dialog = page.getByRole('dialog', { name: applicant });
      await dialog.getByRole('button', { name: where.make('cv.pdf') }).click();
      await expect(dialog.getByText(where.madeBefore)).toBeVisible();
    });
  });
}
