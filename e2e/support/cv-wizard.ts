import { expect, type Locator, type Page } from '@playwright/test';

/** The words of the candidate's CV pages (the editor and the wizard) and of applying, in each locale. */
export const TEXTS = {
  en: {
    edit: 'Edit my CV',
    status: 'Status',
    salary: 'Desired salary per month',
    currency: 'Currency',
    relocation: 'Ready to relocate',
    remote: 'Open to remote work',
    save: 'Save',
    saved: 'Your CV is saved',
    wizard: 'Write your CV',
    next: 'Next',
    back: 'Back',
    saveCv: 'Save my CV',
    step: (step: number, title: string) => `Step ${step} of 7: ${title}`,
    steps: ['About you', 'Desired position', 'Work experience', 'Education', 'Languages', 'Skills', 'Publishing'],
    name: /^Full name/,
    city: 'City',
    position: /^Desired position/,
    addJob: 'Add a job',
    jobPosition: /^Position/,
    company: /^Company/,
    addEducation: 'Add education',
    institution: /^School or university/,
    addLanguage: 'Add a language',
    language: /^Language/,
    fluency: /^Level/,
    skill: /^Add a skill/,
    username: /^Username/,
    positionRequired: 'Enter the position.',
    send: 'Send application',
    writeCv: 'Write your CV',
    applied: /You applied\. Stage: Sent\./,
  },
  ru: {
    edit: 'Редактировать резюме',
    status: 'Статус',
    salary: 'Желаемая зарплата в месяц',
    currency: 'Валюта',
    relocation: 'Готов к переезду',
    remote: 'Рассматриваю удалённую работу',
    save: 'Сохранить',
    saved: 'Резюме сохранено',
    wizard: 'Создание резюме',
    next: 'Далее',
    back: 'Назад',
    saveCv: 'Сохранить резюме',
    step: (step: number, title: string) => `Шаг ${step} из 7: ${title}`,
    steps: ['О вас', 'Желаемая должность', 'Опыт работы', 'Образование', 'Языки', 'Навыки', 'Публикация'],
    name: /^Имя и фамилия/,
    city: 'Город',
    position: /^Желаемая должность/,
    addJob: 'Добавить место работы',
    jobPosition: /^Должность/,
    company: /^Компания/,
    addEducation: 'Добавить образование',
    institution: /^Учебное заведение/,
    addLanguage: 'Добавить язык',
    language: /^Язык/,
    fluency: /^Уровень/,
    skill: /^Добавить навык/,
    username: /^Имя пользователя/,
    positionRequired: 'Укажите должность.',
    send: 'Отправить отклик',
    writeCv: 'Заполнить резюме',
    applied: /Вы откликнулись\. Этап: Отправлен\./,
  },
};
export type Texts = (typeof TEXTS)['en'];


/** The CV area of the composed page. */
export function cvArea(page: Page): Locator {
  return page.locator('[data-remote="cv"]');
}


/** Fills the wizard's steps (the name and username come from the account), checking the focus on each step's heading. */
export async function fillWizard(page: Page, texts: Texts, cv: { position: string; city: string }) {
  const area = cvArea(page);
  const heading = (step: number) => area.getByRole('heading', { level: 2, name: texts.step(step, texts.steps[step - 1] ?? '') });
  const next = async (step: number) => {
    await area.getByRole('button', { name: texts.next }).click();
    await expect(heading(step)).toBeFocused();
  };
  await expect(area.getByRole('heading', { level: 1, name: texts.wizard })).toBeVisible();
  await expect(heading(1)).toBeVisible();
  await area.getByRole('textbox', { name: texts.city }).fill(cv.city);
  await next(2);
  await area.getByRole('textbox', { name: texts.position }).fill(cv.position);
  await area.getByRole('combobox', { name: texts.status }).selectOption('open');
  await area.getByRole('textbox', { name: texts.salary }).fill('5000');
  await area.getByRole('combobox', { name: texts.currency }).selectOption('EUR');
  await area.getByRole('checkbox', { name: texts.remote }).check();
  // Back keeps what was typed; the heading takes the focus both ways.
  await area.getByRole('button', { name: texts.back }).click();
  await expect(heading(1)).toBeFocused();
  await expect(area.getByRole('textbox', { name: texts.city })).toHaveValue(cv.city);
  await next(2);
  await next(3);
  await area.getByRole('button', { name: texts.addJob }).click();
  await area.getByRole('textbox', { name: texts.company }).fill('Globex');
  await area.getByRole('button', { name: texts.next }).click();
  await expect(area.getByText(texts.positionRequired)).toBeVisible();
  await area.getByRole('textbox', { name: texts.jobPosition }).fill(cv.position);
  await next(4);
  await area.getByRole('button', { name: texts.addEducation }).click();
  await area.getByRole('textbox', { name: texts.institution }).fill('MIT');
  await next(5);
  await area.getByRole('button', { name: texts.addLanguage }).click();
  await area.getByRole('textbox', { name: texts.language }).fill('English');
  await area.getByRole('textbox', { name: texts.fluency }).fill('C1');
  await next(6);
  await area.getByRole('textbox', { name: texts.skill }).fill('Go');
  await area.getByRole('textbox', { name: texts.skill }).press('Enter');
  await next(7);
  await expect(area.getByRole('textbox', { name: texts.username })).not.toHaveValue('');
  await area.getByRole('button', { name: texts.saveCv }).click();
}

