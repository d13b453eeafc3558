import { expect, test } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { HOST_ORIGIN } from '../support/platform';

/**
 * A team owner's API key end to end, in each locale: created on the team page (the token shown
 * once and copied), used by an integration through the site's /api with no cookie (its scope
 * only), its use seen on the page, then revoked after a confirmation and refused from then on.
 * And the API reference served beside it.
 */
const LOCALES = [
  {
    locale: 'en',
    prefix: '',
    texts: {
      card: 'API keys',
      name: /^Name/,
      pipeline: 'Manage vacancies and applications',
      create: 'Create key',
      token: 'The new key',
      copy: 'Copy key',
      copied: 'Copied.',
      table: /API keys/,
      never: 'Never',
      revoke: (name: string) => `Revoke ${name}`,
      revokeTitle: (name: string) => `Revoke the key “${name}”?`,
      confirm: 'Revoke',
      none: 'No API keys yet.',
    },
  },
  {
    locale: 'ru',
    prefix: '/ru',
    texts: {
      card: 'API-ключи',
      name: /^Название/,
      pipeline: 'Вакансии и отклики',
      create: 'Создать ключ',
      token: 'Новый ключ',
      copy: 'Скопировать ключ',
      copied: 'Скопировано.',
      table: /API-ключи/,
      never: 'Не использовался',
      revoke: (name: string) => `Отозвать ${name}`,
      revokeTitle: (name: string) => `Отозвать ключ «${name}»?`,
      confirm: 'Отозвать',
      none: 'API-ключей пока нет.',
    },
  },
] as const;

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

for (const { locale, prefix, texts } of LOCALES) {
  test(`an owner creates an API key, an integration uses it, the owner revokes it (${locale})`, async ({ page, request }) => {
    await registerAccount(page.request, { locale });
    await page.goto(`${prefix}/team`);
    await expect(page.getByRole('heading', { name: texts.card })).toBeVisible();
    await expect(page.getByText(texts.none)).toBeVisible();

    const name = `CRM ${locale}`;
    await page.getByRole('textbox', { name: texts.name }).fill(name);
    await page.getByRole('checkbox', { name: texts.pipeline }).check();
    await page.getByRole('button', { name: texts.create }).click();
    const token = (await page.getByLabel(texts.token).textContent()) ?? '';
    expect(token).toMatch(/^hs_live_[A-Za-z0-9_-]{43}$/);
    await page.getByRole('button', { name: texts.copy }).click();
    await expect(page.getByText(texts.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    const row = page.getByRole('table', { name: texts.table }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(texts.pipeline);
    await expect(row).toContainText(texts.never);
    await expect(row).not.toContainText(token);

    // The integration: the request fixture has no cookie of the page.
    const authorization = { authorization: `Bearer ${token}` };
    const vacancies = await request.get(`${HOST_ORIGIN}/api/team/vacancies`, { headers: authorization });
    expect(vacancies.status(), await vacancies.text()).toBe(200);
    const search = await request.post(`${HOST_ORIGIN}/api/webapp/resumes_search/resumes/`, { headers: authorization, data: { text: 'java' } });
    expect(search.status()).toBe(403);
    expect((await search.json()).error.code).toBe('insufficient_scope');

    await page.reload();
    await expect(row).not.toContainText(texts.never);

    await row.getByRole('button', { name: texts.revoke(name) }).click();
    const dialog = page.getByRole('dialog', { name: texts.revokeTitle(name) });
    await dialog.getByRole('button', { name: texts.confirm }).click();
    await expect(page.getByText(texts.none)).toBeVisible();
    const refused = await request.get(`${HOST_ORIGIN}/api/team/vacancies`, { headers: authorization });
    expect(refused.status()).toBe(401);
  });
}

test('the API reference and its OpenAPI document are served through the site', async ({ page, request }) => {
  const document = await request.get(`${HOST_ORIGIN}/api/openapi.json`);
  expect(document.status()).toBe(200);
  expect((await document.json()).openapi).toBe('3.1.1');
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1, name: /Recruiting platform API/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'team' })).toBeVisible();
  await page.getByRole('link', { name: /OpenAPI 3\.1 document/ }).click();
  await expect(page).toHaveURL(`${HOST_ORIGIN}/api/openapi.json`);
});
