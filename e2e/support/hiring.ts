import { type APIRequestContext, expect } from '@playwright/test';
import { registerAccount, type TestAccount } from './accounts';
import { HOST_ORIGIN } from './platform';

/** A POST to the API as the browser's session sends it (same origin); the answer's JSON, after checking it succeeded. */
export async function postJson(request: APIRequestContext, path: string, data: object): Promise<Record<string, unknown>> {
  const response = await request.post(`${HOST_ORIGIN}${path}`, { headers: { origin: HOST_ORIGIN }, data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
}

/** A new candidate account on `request` writes a CV under `name` and applies to the vacancy with it. */
export async function candidateApplies(request: APIRequestContext, vacancyId: number, name: string, locale: 'en' | 'ru'): Promise<void> {
  await registerAccount(request, { kind: 'candidate', locale });
  const username = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 30);
  const cv = await request.put(`${HOST_ORIGIN}/api/cv/me`, {
    headers: { origin: HOST_ORIGIN },
    data: { username, visibility: 'hidden', resume: { basics: { name, label: 'Go developer', email: `${username}@example.com` } } },
  });
  expect(cv.status(), await cv.text()).toBe(200);
  await postJson(request, `/api/team/vacancies/${vacancyId}/applications`, { message: 'Hello' });
}

/** A new candidate account on `request` with a public CV at `/cv/username/<username>`; the account and the username. */
export async function candidateWithPublicCv(request: APIRequestContext, name: string): Promise<TestAccount & { username: string }> {
  const account = await registerAccount(request, { kind: 'candidate' });
  const username = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 30);
  const cv = await request.put(`${HOST_ORIGIN}/api/cv/me`, {
    headers: { origin: HOST_ORIGIN },
    data: { username, visibility: 'public', resume: { basics: { name, label: 'Go developer', email: `${username}@example.com`, summary: 'Builds services in Go.' } } },
  });
  expect(cv.status(), await cv.text()).toBe(200);
  return { ...account, username };
}
