import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { registerAccount, type TestAccount } from '../support/accounts';
import { afterTwoFrames } from '../support/frames';
import { HOST_ORIGIN } from '../support/platform';

/**
 * The recruiting pipeline end to end, in each locale: a recruiter creates a vacancy; a visitor
 * is asked to sign in, signs in as a candidate, comes back and applies with their CV; the team
 * moves the application through the stages by mouse drag, by keyboard drag and by the "Move to"
 * list (and, in Russian, rejects it with a reason); the candidate follows the stage; analytics
 * counts it.
 */
interface LocaleCase {
  locale: 'en' | 'ru';
  prefix: '' | '/ru';
  texts: {
    newVacancy: string;
    create: string;
    title: RegExp;
    skills: RegExp;
    employment: string;
    contract: string;
    level: string;
    senior: string;
    status: string;
    open: string;
    signInToApply: string;
    email: string;
    password: string;
    signIn: string;
    message: RegExp;
    send: string;
    applied: RegExp;
    myApplications: string;
    /** The header's menu holding the open vacancies and the candidate's applications. */
    jobsMenu: string;
    board: string;
    drag: (name: string) => string;
    /** dnd-kit's live announcement of where a dragged card is. */
    over: (name: string, stage: string) => string;
    moveFor: (name: string) => string;
    stages: Record<'new' | 'screening' | 'interview' | 'offer' | 'hired' | 'rejected', string>;
    candidateStage: string;
    reject: string;
    reason: RegExp;
    stagesTable: RegExp;
    analyticsTitle: string;
  };
}

const LOCALES: LocaleCase[] = [
  {
    locale: 'en',
    prefix: '',
    texts: {
      newVacancy: 'New vacancy',
      create: 'Create vacancy',
      title: /^Title/,
      skills: /^Skills/,
      employment: 'Employment type',
      contract: 'Contract',
      level: 'Level',
      senior: 'Senior',
      status: 'Status',
      open: 'Open',
      signInToApply: 'Sign in to apply',
      email: 'E-mail',
      password: 'Password',
      signIn: 'Sign in',
      message: /^Message/,
      send: 'Send application',
      applied: /You applied\. Stage: Sent\./,
      myApplications: 'My applications',
      jobsMenu: 'Jobs',
      board: 'Applications board',
      drag: (name) => `Drag ${name}`,
      over: (name, stage) => `${name} is over ${stage}.`,
      moveFor: (name) => `Move ${name} to`,
      stages: { new: 'New', screening: 'Screening', interview: 'Interview', offer: 'Offer', hired: 'Hired', rejected: 'Rejected' },
      candidateStage: 'Hired',
      reject: 'Reject',
      reason: /^Reason/,
      stagesTable: /Applications by stage: the numbers/,
      analyticsTitle: 'Analytics',
    },
  },
  {
    locale: 'ru',
    prefix: '/ru',
    texts: {
      newVacancy: 'Новая вакансия',
      create: 'Создать вакансию',
      title: /^Название/,
      skills: /^Навыки/,
      employment: 'Тип занятости',
      contract: 'Контракт',
      level: 'Уровень',
      senior: 'Senior',
      status: 'Статус',
      open: 'Открыта',
      signInToApply: 'Войти и откликнуться',
      email: 'E-mail',
      password: 'Пароль',
      signIn: 'Войти',
      message: /^Сообщение/,
      send: 'Отправить отклик',
      applied: /Вы откликнулись\. Этап: Отправлен\./,
      myApplications: 'Мои отклики',
      jobsMenu: 'Вакансии',
      board: 'Доска откликов',
      drag: (name) => `Перетащить: ${name}`,
      over: (name, stage) => `${name} над этапом «${stage}».`,
      moveFor: (name) => `Перевести ${name} на этап`,
      stages: { new: 'Новые', screening: 'Отбор', interview: 'Собеседование', offer: 'Предложение', hired: 'Наняты', rejected: 'Отказ' },
      candidateStage: 'Отказ',
      reject: 'Отказать',
      reason: /^Причина/,
      stagesTable: /Отклики по этапам: цифры/,
      analyticsTitle: 'Аналитика',
    },
  },
];

/** A candidate account with a platform CV, made through the API in its own request context. */
async function candidateWithCv(request: APIRequestContext, name: string, locale: 'en' | 'ru'): Promise<TestAccount> {
  // The account's language: signing in applies it to the shell, so it is the page's own.
  const account = await registerAccount(request, { kind: 'candidate', locale });
  const username = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 30);
  const response = await request.put(`${HOST_ORIGIN}/api/cv/me`, {
    headers: { origin: HOST_ORIGIN },
    data: {
      username,
      visibility: 'public',
      resume: { basics: { name, label: 'Go developer', email: `${username}@example.com`, phone: '+7 900 000-00-01' } },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  // Signed out again: the browser signs in through the page, as a visitor would.
  await request.post(`${HOST_ORIGIN}/api/auth/logout`, { headers: { origin: HOST_ORIGIN } });
  return account;
}

function column(page: Page, stage: string): Locator {
  return page.locator('[data-remote="team"] section[data-stage]').filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(`^${stage}`) }) });
}

async function newPage(browser: Browser, locale: 'en' | 'ru'): Promise<Page> {
  const context = await browser.newContext({ baseURL: HOST_ORIGIN, locale: locale === 'ru' ? 'ru-RU' : 'en-US' });
  return context.newPage();
}

for (const { locale, prefix, texts } of LOCALES) {
  test(`a vacancy is created, applied to, worked through its stages and counted (${locale})`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    await registerAccount(page.request, { locale });
    const title = `E2E Go ${locale} ${Date.now().toString(36)}`;
    const applicant = locale === 'en' ? 'Anna Applicant' : 'Анна Соискатель';

    await test.step('the recruiter creates an open vacancy with skills, type and level', async () => {
      await page.goto(`${prefix}/team/vacancy`);
      const area = page.locator('[data-remote="team"]');
      await area.getByRole('button', { name: texts.newVacancy }).first().click();
      const dialog = page.getByRole('dialog', { name: texts.newVacancy });
      await dialog.getByRole('textbox', { name: texts.title }).fill(title);
      await dialog.getByRole('textbox', { name: texts.skills }).fill('Go, PostgreSQL');
      await dialog.getByRole('combobox', { name: texts.employment }).selectOption({ label: texts.contract });
      await dialog.getByRole('combobox', { name: texts.level }).selectOption({ label: texts.senior });
      await dialog.getByRole('combobox', { name: texts.status }).selectOption('open');
      await dialog.getByRole('button', { name: texts.create }).click();
      await expect(area.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(area.getByText(texts.contract, { exact: true })).toBeVisible();
    });
    const vacancyPath = new URL(page.url()).pathname;

    const candidatePage = await newPage(browser, locale);
    const candidate = await candidateWithCv(candidatePage.request, applicant, locale);
    await test.step('a visitor is asked to sign in, signs in and comes back to apply', async () => {
      await candidatePage.goto(vacancyPath);
      const area = candidatePage.locator('[data-remote="team"]');
      await area.getByRole('link', { name: texts.signInToApply }).click();
      await expect(candidatePage).toHaveURL((url) => url.pathname === `${prefix}/login` && url.searchParams.get('redirect') === vacancyPath);
      await candidatePage.getByLabel(texts.email).fill(candidate.email);
      await candidatePage.getByLabel(texts.password).fill(candidate.password);
      await candidatePage.getByRole('button', { name: texts.signIn, exact: true }).click();
      await expect(candidatePage).toHaveURL((url) => url.pathname === vacancyPath);
      await area.getByRole('textbox', { name: texts.message }).fill('I write Go every day.');
      await area.getByRole('button', { name: texts.send }).click();
      await expect(area.getByRole('status')).toHaveText(texts.applied);
    });

    await test.step('the team drags the card by mouse, then by keyboard, then uses "Move to"', async () => {
      await page.locator('[data-remote="team"]').getByRole('link', { name: texts.board }).click();
      const card = page.locator('[data-remote="team"] li[data-application]').filter({ hasText: applicant });
      await expect(column(page, texts.stages.new).filter({ hasText: applicant })).toHaveCount(1);

      // Mouse: press on the handle, move over the Screening column in steps, release.
      const handle = page.getByRole('button', { name: texts.drag(applicant) });
      const from = await handle.boundingBox();
      const to = await column(page, texts.stages.screening).boundingBox();
      if (from === null || to === null) throw new Error('the board is not laid out');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(to.x + to.width / 2, from.y + 40, { steps: 12 });
      await page.mouse.up();
      await expect(column(page, texts.stages.screening).filter({ hasText: applicant })).toHaveCount(1);

      // Keyboard: focus the handle, Space picks up, → moves one column, Space drops.
      // Each key waits for the drag's announcement (the live region says where the card is): the
      // columns are measured only after the pick-up.
      const announcement = page.getByRole('status').filter({ hasText: /./ });
      await handle.focus();
      await page.keyboard.press('Space');
      await expect(announcement.filter({ hasText: texts.over(applicant, texts.stages.screening) })).toHaveCount(1);
      await afterTwoFrames(page);
      await page.keyboard.press('ArrowRight');
      await expect(announcement.filter({ hasText: texts.over(applicant, texts.stages.interview) })).toHaveCount(1);
      await page.keyboard.press('Space');
      await expect(column(page, texts.stages.interview).filter({ hasText: applicant })).toHaveCount(1);

      await card.getByRole('combobox', { name: texts.moveFor(applicant) }).selectOption({ label: texts.stages.offer });
      await expect(column(page, texts.stages.offer).filter({ hasText: applicant })).toHaveCount(1);
      if (locale === 'en') {
        await card.getByRole('combobox', { name: texts.moveFor(applicant) }).selectOption({ label: texts.stages.hired });
        await expect(column(page, texts.stages.hired).filter({ hasText: applicant })).toHaveCount(1);
      } else {
        await card.getByRole('combobox', { name: texts.moveFor(applicant) }).selectOption({ label: texts.stages.rejected });
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('textbox', { name: texts.reason }).fill('Ожидания по зарплате выше бюджета');
        await dialog.getByRole('button', { name: texts.reject }).click();
        await expect(column(page, texts.stages.rejected).filter({ hasText: applicant })).toHaveCount(1);
      }
    });

    await test.step('the candidate sees the stage, not the reason, from the header link', async () => {
      const mainNavigation = candidatePage.getByRole('navigation', { name: /^(Main navigation|Основная навигация)$/ });
      await mainNavigation.getByRole('button', { name: texts.jobsMenu }).click();
      await mainNavigation.getByRole('link', { name: texts.myApplications }).click();
      const article = candidatePage.locator('[data-remote="user"] article').filter({ hasText: title });
      await expect(article).toContainText(texts.candidateStage);
      await expect(article).not.toContainText('Ожидания');
    });

    await test.step('analytics counts the application at its stage, drawn as a chart beside its table', async () => {
      await page.goto(`${prefix}/team/analytics`);
      const area = page.locator('[data-remote="team"]');
      await expect(area.getByRole('heading', { level: 1, name: texts.analyticsTitle })).toBeVisible();
      const table = area.getByRole('table', { name: texts.stagesTable });
      const stage = locale === 'en' ? texts.stages.hired : texts.stages.rejected;
      await expect(table.getByRole('row', { name: new RegExp(`^${stage}`) })).toContainText('1');
      await expect(area.locator('canvas').first()).toBeVisible();
    });
    await candidatePage.context().close();
  });
}
