import { expect, type Page } from '@playwright/test';
import { DEMO_RECRUITER, HOST_ORIGIN } from './platform';

/** Signs the page's browser context in through the API (the cookie is shared with the page). */
export async function signIn(page: Page, account: { email: string; password: string } = DEMO_RECRUITER): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: account,
    headers: { origin: HOST_ORIGIN },
  });
  expect(response.status(), await response.text()).toBe(200);
}
