import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { candidateApplies, postJson } from '../support/hiring';
import { verifyEmail } from '../support/mail';
import { HOST_ORIGIN } from '../support/platform';

/**
 * Scorecards end to end, in each locale: the owner adds a competency of the team's own to the
 * vacancy's scorecard; two interviewers submit theirs from the application on the board, rating
 * with the keyboard; the second one sees the first one's scorecard only after submitting their own
 * (the independence rule), and the owner sees both side by side.
 */
const TEXTS = {
  en: {
    open: (name: string) => `Open ${name}`,
    editor: 'Scorecard',
    mine: 'Your scorecard',
    add: 'Add a competency',
    custom: 'Competency 6',
    save: 'Save competencies',
    preset: 'Communication',
    recommendation: 'Overall recommendation',
    submit: 'Submit scorecard',
    required: 'Choose a rating.',
    ratings: { strong_no: 'Strong no', no: 'No', yes: 'Yes', strong_yes: 'Strong yes' },
    submitted: 'Submitted',
    hidden: 'Hidden until you submit yours',
    summary: 'Scorecards side by side',
    empty: 'No scorecards yet',
  },
  ru: {
    open: (name: string) => `Открыть: ${name}`,
    editor: 'Оценочная карта',
    mine: 'Ваша оценочная карта',
    add: 'Добавить компетенцию',
    custom: 'Компетенция 6',
    save: 'Сохранить компетенции',
    preset: 'Коммуникация',
    recommendation: 'Итоговая рекомендация',
    submit: 'Отправить карту',
    required: 'Выберите оценку.',
    ratings: { strong_no: 'Точно нет', no: 'Нет', yes: 'Да', strong_yes: 'Точно да' },
    submitted: 'Заполнена',
    hidden: 'Скрыто, пока вы не заполните свою',
    summary: 'Оценочные карты рядом',
    empty: 'Оценочных карт пока нет',
  },
} as const;

async function newPage(browser: Browser, locale: 'en' | 'ru'): Promise<Page> {
  const context = await browser.newContext({ baseURL: HOST_ORIGIN, locale: locale === 'ru' ? 'ru-RU' : 'en-US' });
  return context.newPage();
}

/** A recruiter who joins the owner's team as a member, signed in on a page of their own. */
async function interviewer(browser: Browser, owner: APIRequestContext, locale: 'en' | 'ru'): Promise<Page> {
  const page = await newPage(browser, locale);
  const account = await registerAccount(page.request, { locale });
  await verifyEmail(page.request, account.email);
  const invitation = await postJson(owner, '/api/team/invitations', { email: account.email, role: 'member' });
  await postJson(page.request, `/api/team/invitations/${String(invitation.token)}/accept`, {});
  return page;
}

for (const locale of ['en', 'ru'] as const) {
  const texts = TEXTS[locale];
  const prefix = locale === 'ru' ? '/ru' : '';
  test(`two interviewers submit scorecards and the independence rule holds (${locale})`, async ({ page, browser }) => {
    test.setTimeout(240_000);
    // Inviting to the team waits for a verified address: the owner follows the mailed link.
    const owner = await registerAccount(page.request, { locale });
    await verifyEmail(page.request, owner.email);
    const vacancy = await postJson(page.request, '/api/team/vacancies', { title: `E2E scorecards ${locale}`, status: 'open' });
    const vacancyId = Number(vacancy.id);
    const applicant = locale === 'en' ? 'Vera Candidate' : 'Вера Кандидатова';
    const candidatePage = await newPage(browser, locale);
    await candidateApplies(candidatePage.request, vacancyId, applicant, locale);
    const custom = locale === 'en' ? 'Go concurrency' : 'Конкурентность в Go';
    const board = `${prefix}/team/vacancy/${vacancyId}/applications`;

    await test.step('the owner adds a competency of the team\'s own', async () => {
      await page.goto(board);
      await page.getByRole('button', { name: texts.editor, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: /./ }).filter({ has: page.getByRole('button', { name: texts.save }) });
      await dialog.getByRole('button', { name: texts.add }).click();
      await dialog.getByRole('textbox', { name: texts.custom }).fill(custom);
      await dialog.getByRole('button', { name: texts.save }).click();
      await expect(dialog).toHaveCount(0);
    });

    /** Opens the application on the board; its dialog. */
    const openApplication = async (on: Page): Promise<Locator> => {
      await on.goto(board);
      await on.locator('[data-remote="team"]').getByRole('button', { name: texts.open(applicant) }).click();
      return on.getByRole('dialog', { name: applicant });
    };
    /** Rates every competency `rating`, the recommendation with the keyboard, and submits. */
    const submit = async (dialog: Locator, on: Page, rating: keyof typeof texts.ratings, notes: string) => {
      // Only the scorecard's own groups: the dialog also holds the interviews' and the thread's.
      const form = dialog.getByRole('form', { name: texts.mine });
      for (const group of await form.getByRole('group').all()) {
        const name = (await group.locator('legend').textContent()) ?? '';
        if (name === texts.recommendation) continue;
        await group.getByRole('radio', { name: texts.ratings[rating], exact: true }).check();
      }
      // The recommendation by keyboard: into the group, Space picks the first level, arrows move up the scale.
      const recommendation = form.getByRole('group', { name: texts.recommendation });
      await recommendation.getByRole('radio').first().focus();
      await on.keyboard.press('Space');
      for (let step = 0; step < 3; step += 1) await on.keyboard.press('ArrowRight');
      await expect(recommendation.getByRole('radio', { name: texts.ratings.strong_yes, exact: true })).toBeChecked();
      await form.getByRole('textbox', { name: locale === 'en' ? 'Notes' : 'Заметки', exact: true }).fill(notes);
      await form.getByRole('button', { name: texts.submit }).click();
    };

    const anna = await interviewer(browser, page.request, locale);
    const boris = await interviewer(browser, page.request, locale);
    const annaNotes = locale === 'en' ? 'Anna: explains trade-offs clearly' : 'Анна: ясно объясняет компромиссы';
    const borisNotes = locale === 'en' ? 'Boris: strong on channels' : 'Борис: хорошо знает каналы';

    await test.step('the first interviewer rates every competency, the team\'s own included, and submits', async () => {
      const dialog = await openApplication(anna);
      await expect(dialog.getByText(texts.empty)).toBeVisible();
      await expect(dialog.getByRole('group', { name: custom })).toBeVisible();
      // Nothing rated yet: each competency says so.
      await dialog.getByRole('button', { name: texts.submit }).click();
      await expect(dialog.getByRole('group', { name: texts.preset })).toContainText(texts.required);
      await submit(dialog, anna, 'yes', annaNotes);
      const summary = dialog.getByRole('table', { name: texts.summary });
      await expect(summary).toContainText(annaNotes);
      await expect(summary).toContainText(texts.submitted);
    });

    await test.step('the second interviewer sees that she submitted, not what she wrote, until submitting his own', async () => {
      const dialog = await openApplication(boris);
      const summary = dialog.getByRole('table', { name: texts.summary });
      await expect(summary).toContainText(texts.hidden);
      await expect(summary).toContainText(texts.submitted);
      await expect(dialog).not.toContainText(annaNotes);
      await submit(dialog, boris, 'strong_yes', borisNotes);
      await expect(summary).toContainText(annaNotes);
      await expect(summary).toContainText(borisNotes);
      await expect(summary).not.toContainText(texts.hidden);
    });

    await test.step('the owner sees both scorecards side by side', async () => {
      const dialog = await openApplication(page);
      const summary = dialog.getByRole('table', { name: texts.summary });
      await expect(summary).toContainText(annaNotes);
      await expect(summary).toContainText(borisNotes);
      await expect(summary.getByRole('row', { name: new RegExp(custom) })).toContainText(texts.ratings.strong_yes);
    });
  });
}
