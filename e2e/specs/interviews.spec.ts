import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { registerAccount, type TestAccount } from '../support/accounts';
import { mailedRaw } from '../support/mail';
import { HOST_ORIGIN } from '../support/platform';

/**
 * An interview end to end, in each locale: a recruiter schedules one from the application on the
 * board (the place's time and zone, themselves as the interviewer); the invitation leaves with
 * its iCalendar part; the interview shows in the application and in the candidate's applications,
 * where the candidate accepts it, and the recruiter sees the answer.
 */
const TEXTS = {
  en: {
    open: (name: string) => `Open ${name}`,
    startsAt: 'Date and time at the place',
    timeZone: 'Time zone of the place',
    duration: 'Duration, minutes',
    location: 'Place',
    send: 'Send the invitation',
    section: 'Interviews',
    accept: 'Accept',
    accepted: 'Your answer: I will come',
    teamAccepted: '(candidate): accepted',
    atPlace: 'at the place (Europe/Berlin)',
  },
  ru: {
    open: (name: string) => `Открыть: ${name}`,
    startsAt: 'Дата и время на месте',
    timeZone: 'Часовой пояс места',
    duration: 'Длительность, минут',
    location: 'Место',
    send: 'Отправить приглашение',
    section: 'Интервью',
    accept: 'Принять',
    accepted: 'Ваш ответ: приду',
    teamAccepted: '(кандидат): принято',
    atPlace: 'на месте (Europe/Berlin)',
  },
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

/** The viewer sits in Moscow: the interview is in Berlin, so both times are shown. */
async function newPage(browser: Browser, locale: 'en' | 'ru'): Promise<Page> {
  const context = await browser.newContext({ baseURL: HOST_ORIGIN, locale: locale === 'ru' ? 'ru-RU' : 'en-US', timezoneId: 'Europe/Moscow' });
  return context.newPage();
}

for (const locale of ['en', 'ru'] as const) {
  const texts = TEXTS[locale];
  const prefix = locale === 'ru' ? '/ru' : '';
  test(`a recruiter schedules an interview; it reaches the candidate, who accepts it (${locale})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await newPage(browser, locale);
    const recruiter = await registerAccount(page.request, { locale });
    const created = await page.request.post(`${HOST_ORIGIN}/api/team/vacancies`, { headers: { origin: HOST_ORIGIN }, data: { title: `E2E interview ${locale}`, status: 'open' } });
    expect(created.status(), await created.text()).toBe(201);
    const vacancyId = Number((await created.json()).id);
    const applicant = locale === 'en' ? 'Ivan Interviewee' : 'Иван Собеседуемый';
    const candidatePage = await newPage(browser, locale);
    const candidate = await candidateApplies(candidatePage.request, vacancyId, applicant, locale);
    const place = locale === 'en' ? 'Office, room 4' : 'Офис, комната 4';
    const startsAt = `${new Date().getUTCFullYear() + 1}-03-10T10:00`;

    const area = page.locator('[data-remote="team"]');
    await test.step('the recruiter schedules the interview from the application', async () => {
      await page.goto(`${prefix}/team/vacancy/${vacancyId}/applications`);
      await area.getByRole('button', { name: texts.open(applicant) }).click();
      const dialog = page.getByRole('dialog', { name: applicant });
      await dialog.getByLabel(texts.startsAt).fill(startsAt);
      await dialog.getByLabel(texts.timeZone).selectOption('Europe/Berlin');
      await dialog.getByLabel(texts.duration).fill('45');
      await dialog.getByRole('checkbox', { name: recruiter.name }).check();
      await dialog.getByLabel(texts.location, { exact: true }).fill(place);
      await dialog.getByRole('button', { name: texts.send }).click();
      const section = dialog.getByRole('region', { name: texts.section });
      // 10:00 in Berlin in March is 12:00 in Moscow, where the recruiter sits.
      await expect(section.getByRole('listitem').filter({ hasText: place })).toContainText('12:00');
      await expect(section.getByRole('listitem').filter({ hasText: place })).toContainText(texts.atPlace);
      await page.keyboard.press('Escape');
    });

    await test.step('the invitation leaves with its iCalendar part', async () => {
      const raw = await mailedRaw(candidate.email, 'interview-invitation');
      expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
      expect(raw).toContain('BEGIN:VEVENT');
    });

    await test.step('the candidate sees it with their applications and accepts', async () => {
      await candidatePage.goto(`${prefix}/user/applications`);
      const section = candidatePage.getByRole('region', { name: texts.section });
      await expect(section).toContainText(place);
      await section.getByRole('button', { name: texts.accept, exact: true }).click();
      await expect(section).toContainText(texts.accepted);
    });

    await test.step("the recruiter sees the candidate's answer", async () => {
      await page.reload();
      await area.getByRole('button', { name: texts.open(applicant) }).click();
      const section = page.getByRole('dialog', { name: applicant }).getByRole('region', { name: texts.section });
      await expect(section).toContainText(`${applicant} ${texts.teamAccepted}`);
    });
  });
}
