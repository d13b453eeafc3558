import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { HOST_ORIGIN, platformEnv } from './platform';

/** A throw-away account made for one test, so tests that spend or earn credits stay independent. */
export interface TestAccount {
  email: string;
  password: string;
  name: string;
}

let counter = 0;

/**
 * Registers a new recruiter (with a new team) or candidate through `POST /api/auth/register`.
 * The request context keeps the session cookie: pass `page.request` to sign the page in at once,
 * or the test's own `request` fixture to leave the page anonymous.
 */
export async function registerAccount(
  request: APIRequestContext,
  { kind = 'recruiter', locale }: { kind?: 'recruiter' | 'candidate'; locale?: 'en' | 'ru' } = {},
): Promise<TestAccount> {
  counter += 1;
  const stamp = `${Date.now().toString(36)}-${process.pid}-${counter}`;
  const account: TestAccount = { email: `e2e-${stamp}@example.com`, password: 'e2e-password-1', name: `E2E ${kind} ${counter}` };
  const response = await request.post(`${HOST_ORIGIN}/api/auth/register`, {
    data: { ...account, kind, ...(locale ? { locale } : {}) },
    headers: { origin: HOST_ORIGIN },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** The credits of the signed-in recruiter's team (`GET /api/team`). */
export async function teamCredits(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${HOST_ORIGIN}/api/team`);
  expect(response.status(), await response.text()).toBe(200);
  const body: unknown = await response.json();
  const credits = typeof body === 'object' && body !== null ? Reflect.get(body, 'credits') : undefined;
  if (typeof credits !== 'number') throw new Error(`GET /api/team answered without credits: ${JSON.stringify(body)}`);
  return credits;
}

/** Makes an account a platform operator: `npm run operators -- grant <email>` against the suite's database. */
export function grantOperator(email: string): void {
  execFileSync('npx', ['tsx', path.resolve(__dirname, '../../api/src/cli/operators.ts'), 'grant', email], { env: platformEnv(), stdio: 'pipe' });
}
