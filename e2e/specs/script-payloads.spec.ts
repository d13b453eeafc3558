import { type APIRequestContext, type Page, expect, request as playwrightRequest, test } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { verifyEmail } from '../support/mail';
import { HOST_ORIGIN } from '../support/platform';

/**
 * Script payloads stored through the API in a CV, a vacancy and a mailing are shown as the text
 * they are: no element is made of them, no `javascript:` link, no script runs, no dialog opens.
 * Each payload, if it ran, would set `window.__xss` and call `alert()`; both are watched.
 */

const SCRIPT = `<script>window.__xss = 'script'; alert('script')</script>`;
const IMG = `<img src=x onerror="window.__xss = 'img'; alert('img')">`;
const JS_URL = `javascript:alert('link')`;

const headers = { origin: HOST_ORIGIN };

function idOf(body: unknown): number {
  const id = typeof body === 'object' && body !== null ? Reflect.get(body, 'id') : undefined;
  if (typeof id !== 'number') throw new Error(`no id in ${JSON.stringify(body)}`);
  return id;
}

/** A candidate's public CV full of payloads; returns its username and id. */
async function storeCv(candidate: APIRequestContext, username: string): Promise<number> {
  await registerAccount(candidate, { kind: 'candidate' });
  const saved = await candidate.put(`${HOST_ORIGIN}/api/cv/me`, {
    headers,
    data: {
      username,
      visibility: 'public',
      resume: {
        basics: { name: `Eve ${SCRIPT}`, label: IMG, email: `${username}@example.com`, url: JS_URL, summary: `Summary ${SCRIPT} ${IMG}` },
        work: [{ name: `Acme ${IMG}`, position: 'Platform developer', startDate: '2020-01', url: JS_URL, summary: SCRIPT }],
        projects: [{ name: 'Evil project', url: JS_URL, description: IMG }],
        skills: [{ name: SCRIPT }],
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const located = await candidate.get(`${HOST_ORIGIN}/api/cv/username/${username}`);
  expect(located.status(), await located.text()).toBe(200);
  return idOf(await located.json());
}

/** Fails the test on any dialog, and checks no payload ran, no element or link was made of one. */
async function expectInert(page: Page, dialogs: readonly string[]): Promise<void> {
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => Reflect.get(window, '__xss'))).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('script:not([src])').filter({ hasText: '__xss' })).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
}

test('script payloads in a CV, a vacancy and a mailing render as literal text, in both languages', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const candidate = await playwrightRequest.newContext();
  const username = `xss-${Date.now().toString(36)}`;
  const cvId = await storeCv(candidate, username);
  await candidate.dispose();

  const recruiter = await registerAccount(page.request);
  // Mailings wait for a verified address: follow the link the registration mailed.
  await verifyEmail(page.request, recruiter.email);
  const vacancy = await page.request.post(`${HOST_ORIGIN}/api/team/vacancies`, {
    headers,
    data: { title: `Lead ${IMG}`, description: `About us ${SCRIPT} [click](${JS_URL}) ${IMG}`, status: 'open' },
  });
  expect(vacancy.status(), await vacancy.text()).toBe(201);
  const vacancyId = idOf(await vacancy.json());
  const mailing = await page.request.post(`${HOST_ORIGIN}/api/team/vacancies/${vacancyId}/mailings`, {
    headers,
    data: { subject: `Hello ${SCRIPT}`, body: `Body ${IMG} ${JS_URL}`, recipients: { source: 'selection', cvs: [{ type: 'internal', id: cvId }] } },
  });
  expect(mailing.status(), await mailing.text()).toBe(201);

  for (const prefix of ['', '/ru']) {
    await page.goto(`${prefix}/cv/username/${username}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Eve ${SCRIPT}`);
    await expect(page.getByText(IMG, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(`Summary ${SCRIPT} ${IMG}`)).toBeVisible();
    // A `javascript:` address is no link at all: the project's name stays plain text.
    await expect(page.getByText('Evil project')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Evil project' })).toHaveCount(0);
    await expectInert(page, dialogs);

    await page.goto(`${prefix}/team/vacancy/${vacancyId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Lead ${IMG}`);
    await expect(page.getByText(`About us ${SCRIPT} [click](${JS_URL}) ${IMG}`)).toBeVisible();
    await expectInert(page, dialogs);

    await page.goto(`${prefix}/team/vacancy/${vacancyId}/Mailings`);
    await expect(page.getByRole('heading', { name: `Hello ${SCRIPT}` })).toBeVisible();
    await expect(page.getByText(`Body ${IMG} ${JS_URL}`)).toBeVisible();
    await expectInert(page, dialogs);
  }
});
