import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, expect } from '@playwright/test';
import { HOST_ORIGIN, platformEnv } from './platform';

const run = promisify(execFile);
const REPO_ROOT = path.resolve(__dirname, '../..');

interface OutboxLine {
  id: number;
  status: string;
  template: string;
  to: { email: string };
}

/** `npm run outbox` against the suite's running platform (its embedded database, through the API's wire server). */
async function outbox(args: readonly string[]): Promise<string> {
  const { stdout } = await run('npx', ['tsx', path.join(REPO_ROOT, 'api/src/cli/outbox.ts'), ...args], { cwd: REPO_ROOT, env: platformEnv() });
  return stdout;
}

/**
 * The locale-prefixed path (`/ru/reset-password?token=…`) of the link in the newest delivered
 * message of `template` to `to`, read from the outbox the way ops reads it: the real message the
 * API's mail job rendered and delivered (outbox transport).
 */
export async function mailedLinkPath(to: string, template: string): Promise<string> {
  let id: number | undefined;
  await expect
    .poll(
      async () => {
        const lines = (await outbox(['--json', '--limit', '200'])).split('\n').filter((line) => line.trim() !== '');
        const found = lines
          .map((line): OutboxLine => JSON.parse(line))
          .find((mail) => mail.to.email.toLowerCase() === to.toLowerCase() && mail.template === template && mail.status === 'sent');
        id = found?.id;
        return id !== undefined;
      },
      { timeout: 90_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe(true);
  const details: { text: string | null } = JSON.parse(await outbox(['--show', String(id), '--json']));
  const link = /https?:\/\/[^\s/]+(\/\S*\?token=[A-Za-z0-9_-]+)/.exec(details.text ?? '')?.[1];
  if (link === undefined) throw new Error(`No link in message #${id}: ${details.text ?? '(not rendered)'}`);
  return link;
}

/** Verifies an account's e-mail through the link mailed at registration (for tests that send mailings or invite). */
export async function verifyEmail(request: APIRequestContext, email: string): Promise<void> {
  const link = await mailedLinkPath(email, 'email_verification');
  const token = new URL(link, HOST_ORIGIN).searchParams.get('token');
  const response = await request.post(`${HOST_ORIGIN}/api/auth/verify-email`, { data: { token }, headers: { origin: HOST_ORIGIN } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The newest delivered message of `template` to `to`, exactly as it left (`npm run outbox -- --raw`):
 * every header and MIME part.
 */
export async function mailedRaw(to: string, template: string): Promise<string> {
  let id: number | undefined;
  await expect
    .poll(
      async () => {
        const lines = (await outbox(['--json', '--limit', '200'])).split('\n').filter((line) => line.trim() !== '');
        id = lines
          .map((line): OutboxLine => JSON.parse(line))
          .find((mail) => mail.to.email.toLowerCase() === to.toLowerCase() && mail.template === template && mail.status === 'sent')?.id;
        return id !== undefined;
      },
      { timeout: 90_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe(true);
  return outbox(['--raw', String(id)]);
}
