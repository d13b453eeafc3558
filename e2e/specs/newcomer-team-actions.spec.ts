import { expect, test } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { postJson } from '../support/hiring';
import { verifyEmail } from '../support/mail';
import { createVacancy } from '../support/newcomer';
import { HOST_ORIGIN } from '../support/platform';

/**
 * A new recruiter's everyday actions (the "newcomers" issue, point 15), in both languages: closing
 * a vacancy asks first (keyboard alone); the invitation link has a copy button; search results
 * mark a CV kept in a list or whose contacts were opened; removing a favourite asks first.
 */
const LOCALES = [
  {
    locale: 'en' as const,
    prefix: '',
    texts: {
      close: 'Close vacancy',
      closeTitle: (title: string) => `Close “${title}”?`,
      cancel: 'Cancel',
      open: 'Open',
      closed: 'Closed',
      email: 'E-mail',
      invite: 'Create invitation',
      inviteTitle: 'Invite a colleague',
      copy: 'Copy link',
      copied: 'Link copied.',
      inList: 'In your list: Favourites',
      opened: /^Contacts opened/,
      remove: (name: string) => `Remove ${name} from this list`,
      removeTitle: (name: string) => `Remove ${name} from “Favourites”?`,
      removeConfirm: 'Remove',
      favourites: 'Favourites',
    },
  },
  {
    locale: 'ru' as const,
    prefix: '/ru',
    texts: {
      close: 'Закрыть вакансию',
      closeTitle: (title: string) => `Закрыть «${title}»?`,
      cancel: 'Отмена',
      open: 'Открыта',
      closed: 'Закрыта',
      email: 'E-mail',
      invite: 'Создать приглашение',
      inviteTitle: 'Пригласить коллегу',
      copy: 'Скопировать ссылку',
      copied: 'Ссылка скопирована.',
      inList: 'В вашем списке: Избранное',
      opened: /^Контакты открыты/,
      remove: (name: string) => `Убрать ${name} из этого списка`,
      removeTitle: (name: string) => `Убрать ${name} из списка «Избранное»?`,
      removeConfirm: 'Убрать',
      favourites: 'Избранное',
    },
  },
];

interface Hit {
  type: string;
  id: number;
  name: string;
}

function hitsOf(body: Record<string, unknown>): Hit[] {
  const items = body.items;
  if (!Array.isArray(items)) throw new Error(`no items in ${JSON.stringify(body)}`);
  return items.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const type: unknown = Reflect.get(item, 'type');
    const id: unknown = Reflect.get(item, 'id');
    const name: unknown = Reflect.get(item, 'name');
    return typeof type === 'string' && typeof id === 'number' && typeof name === 'string' && name !== '' ? [{ type, id, name }] : [];
  });
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

for (const { locale, prefix, texts } of LOCALES) {
  test(`closing a vacancy asks first, by keyboard alone (${locale})`, async ({ page }) => {
    await registerAccount(page.request, { locale });
    const title = `Close me ${locale} ${Date.now().toString(36)}`;
    const vacancyId = await createVacancy(page.request, { title });
    await page.goto(`${prefix}/team/vacancy/${vacancyId}`);
    const area = page.locator('[data-remote="team"]');
    await expect(area.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(area.getByText(texts.open, { exact: true })).toBeVisible();

    await area.getByRole('button', { name: texts.close }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: texts.closeTitle(title) });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(area.getByText(texts.open, { exact: true })).toBeVisible();

    await area.getByRole('button', { name: texts.close }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: texts.close }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(area.getByText(texts.closed, { exact: true })).toBeVisible();
  });

  test(`the invitation link has a copy button (${locale})`, async ({ page }) => {
    const account = await registerAccount(page.request, { locale });
    await verifyEmail(page.request, account.email);
    await page.goto(`${prefix}/team`);
    const form = page.getByRole('main').getByRole('region', { name: texts.inviteTitle });
    await form.getByRole('textbox', { name: texts.email }).fill(`colleague-${Date.now().toString(36)}@example.com`);
    await form.getByRole('button', { name: texts.invite }).click();
    await form.getByRole('button', { name: texts.copy }).click();
    await expect(form.getByText(texts.copied)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith(`${HOST_ORIGIN}${prefix}/`), copied).toBe(true);
    await expect(form.getByText(copied, { exact: true })).toBeVisible();
  });

  test(`search marks a CV kept in a list and one whose contacts were opened; removing a favourite asks first (${locale})`, async ({ page }) => {
    await registerAccount(page.request, { locale });
    const hits = hitsOf(await postJson(page.request, '/api/webapp/resumes_search/resumes/', { text: 'developer' }));
    const [kept, ...others] = hits;
    if (kept === undefined) throw new Error('no CV found');
    await postJson(page.request, '/api/user/favourites', { type: kept.type, id: kept.id });
    // The first other CV whose contacts the team may open.
    let opened: Hit | undefined;
    for (const hit of others.slice(0, 10)) {
      const response = await page.request.post(`${HOST_ORIGIN}/api/webapp/resumes_search/resume/contacts`, { headers: { origin: HOST_ORIGIN }, data: { type: hit.type, id: hit.id } });
      if (response.ok()) {
        opened = hit;
        break;
      }
    }
    if (opened === undefined) throw new Error('no CV among the first results whose contacts open');

    await page.goto(`${prefix}/search?q=developer`);
    const cards = page.locator('[data-remote="search"]').getByRole('article');
    const card = (hit: Hit) => cards.filter({ has: page.getByRole('link', { name: hit.name, exact: true }) }).first();
    await expect(card(kept).getByText(texts.inList)).toBeVisible();
    await expect(card(opened).getByText(texts.opened)).toBeVisible();
    await expect(card(opened).getByText(texts.inList)).toHaveCount(0);

    await page.goto(`${prefix}/user/favourites`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: texts.remove(kept.name) }).click();
    const dialog = page.getByRole('dialog', { name: texts.removeTitle(kept.name) });
    await dialog.getByRole('button', { name: texts.cancel }).click();
    await expect(dialog).toHaveCount(0);
    await expect(main.getByRole('link', { name: kept.name, exact: true })).toBeVisible();
    await main.getByRole('button', { name: texts.remove(kept.name) }).click();
    await dialog.getByRole('button', { name: texts.removeConfirm, exact: true }).click();
    await expect(main.getByRole('link', { name: kept.name, exact: true })).toHaveCount(0);
  });
}
