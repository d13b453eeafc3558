import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { candidateApplies, postJson } from '../support/hiring';
import { verifyEmail } from '../support/mail';
import { HOST_ORIGIN } from '../support/platform';

/**
 * Interviews end to end, in each locale: the owner schedules one from the application on the board
 * (the place in Moscow, the viewer in Berlin), the candidate sees it on their applications page and
 * accepts, the owner sees the answer and the interview on their dashboard, reschedules it and,
 * after confirming, cancels it; the candidate sees each change.
 */
const TEXTS = {
  en: {
    open: (name: string) => `Open ${name}`,
    title: 'Interviews',
    schedule: 'Schedule an interview',
    reschedule: 'Reschedule',
    startsAt: 'Date and time at the place',
    timeZone: 'Time zone of the place',
    place: 'Place',
    send: 'Send the invitation',
    sendChange: 'Send the change',
    cancel: 'Cancel the interview',
    cancelTitle: 'Cancel this interview?',
    cancelled: 'cancelled',
    accepted: (name: string) => `${name} (candidate): accepted`,
    atPlace: (time: RegExp) => new RegExp(`${time.source} at the place \\(Europe/Moscow\\)`),
    ten: /10:00\sAM/,
    halfPastThree: /3:30\sPM/,
    accept: 'Accept',
    yourAnswer: 'Your answer: I will come',
    with: (name: string) => `With ${name}`,
    myInterviews: 'My interviews',
  },
  ru: {
    open: (name: string) => `Открыть: ${name}`,
    title: 'Интервью',
    schedule: 'Назначить интервью',
    reschedule: 'Перенести',
    startsAt: 'Дата и время на месте',
    timeZone: 'Часовой пояс места',
    place: 'Место',
    send: 'Отправить приглашение',
    sendChange: 'Отправить изменения',
    cancel: 'Отменить интервью',
    cancelTitle: 'Отменить интервью?',
    cancelled: 'отменено',
    accepted: (name: string) => `${name} (кандидат): принято`,
    atPlace: (time: RegExp) => new RegExp(`${time.source} на месте \\(Europe/Moscow\\)`),
    ten: /10:00/,
    halfPastThree: /15:30/,
    accept: 'Принять',
    yourAnswer: 'Ваш ответ: приду',
    with: (name: string) => `Проводят: ${name}`,
    myInterviews: 'Мои интервью',
  },
} as const;

/** A page of its own whose clock is in Berlin (the interview's place is Moscow). */
async function newPage(browser: Browser, locale: 'en' | 'ru'): Promise<Page> {
  const context = await browser.newContext({ baseURL: HOST_ORIGIN, locale: locale === 'ru' ? 'ru-RU' : 'en-US', timezoneId: 'Europe/Berlin' });
  return context.newPage();
}

/** A day some days ahead as the date part of a local date-time (`2026-12-03`). */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

for (const locale of ['en', 'ru'] as const) {
  const texts = TEXTS[locale];
  const prefix = locale === 'ru' ? '/ru' : '';
  test(`an interview is scheduled, answered, rescheduled and cancelled, and both sides see it (${locale})`, async ({ browser }) => {
    test.setTimeout(240_000);
    const page = await newPage(browser, locale);
    const owner = await registerAccount(page.request, { locale });
    await verifyEmail(page.request, owner.email);
    const vacancyTitle = `E2E interviews ${locale}`;
    const vacancy = await postJson(page.request, '/api/team/vacancies', { title: vacancyTitle, status: 'open' });
    const vacancyId = Number(vacancy.id);
    const applicant = locale === 'en' ? 'Ivan Candidate' : 'Иван Кандидатов';
    const candidate = await newPage(browser, locale);
    await candidateApplies(candidate.request, vacancyId, applicant, locale);
    const day = daysAhead(3);

    /** The interviews of the application, opened from the board. */
    const interviewsOnBoard = async (): Promise<Locator> => {
      await page.goto(`${prefix}/team/vacancy/${vacancyId}/applications`);
      await page.locator('[data-remote="team"]').getByRole('button', { name: texts.open(applicant) }).click();
      return page.getByRole('dialog', { name: applicant }).getByRole('region', { name: texts.title });
    };
    const candidateInterviews = async (): Promise<Locator> => {
      await candidate.goto(`${prefix}/user/applications`);
      return candidate.getByRole('region', { name: texts.title });
    };

    await test.step('the owner schedules an interview in Moscow from the application', async () => {
      const interviews = await interviewsOnBoard();
      const form = interviews.getByRole('form', { name: texts.schedule });
      await form.getByLabel(texts.startsAt).fill(`${day}T10:00`);
      await form.getByRole('combobox', { name: texts.timeZone }).selectOption('Europe/Moscow');
      await form.getByRole('checkbox', { name: owner.name }).check();
      await form.getByRole('textbox', { name: texts.place, exact: true }).fill('Tverskaya 7');
      await form.getByRole('button', { name: texts.send }).click();
      const item = interviews.getByRole('listitem').filter({ hasText: 'Tverskaya 7' });
      await expect(item).toContainText(texts.atPlace(texts.ten));
    });

    await test.step('the candidate sees it with the interviewer and accepts', async () => {
      const interviews = await candidateInterviews();
      await expect(interviews).toContainText('Tverskaya 7');
      await expect(interviews).toContainText(texts.with(owner.name));
      await interviews.getByRole('button', { name: texts.accept }).click();
      await expect(interviews).toContainText(texts.yourAnswer);
    });

    await test.step('the owner sees the answer, and the interview on the dashboard', async () => {
      const interviews = await interviewsOnBoard();
      await expect(interviews).toContainText(texts.accepted(applicant));
      await page.goto(`${prefix}/`);
      await expect(page.getByRole('region', { name: texts.myInterviews })).toContainText(`${applicant} · ${vacancyTitle}`);
    });

    await test.step('the owner reschedules it from its current details', async () => {
      const interviews = await interviewsOnBoard();
      await interviews.getByRole('button', { name: texts.reschedule }).click();
      const form = interviews.getByRole('form', { name: texts.reschedule });
      await expect(form.getByRole('textbox', { name: texts.place, exact: true })).toHaveValue('Tverskaya 7');
      await form.getByLabel(texts.startsAt).fill(`${day}T15:30`);
      await form.getByRole('button', { name: texts.sendChange }).click();
      await expect(form).toHaveCount(0);
      await expect(interviews.getByRole('listitem').filter({ hasText: 'Tverskaya 7' })).toContainText(texts.atPlace(texts.halfPastThree));
    });

    await test.step('the owner cancels it after confirming, and the candidate sees the cancellation', async () => {
      const interviews = await interviewsOnBoard();
      await interviews.getByRole('button', { name: texts.cancel }).click();
      const dialog = page.getByRole('dialog', { name: texts.cancelTitle });
      await dialog.getByRole('button', { name: texts.cancel }).click();
      await expect(dialog).toHaveCount(0);
      await expect(interviews.getByRole('listitem').filter({ hasText: 'Tverskaya 7' })).toContainText(texts.cancelled);
      const mine = await candidateInterviews();
      await expect(mine).toContainText(texts.cancelled);
      await expect(mine.getByRole('button', { name: texts.accept })).toHaveCount(0);
    });
  });
}
