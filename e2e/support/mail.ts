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

/** The id of the newest delivered message of `template` to `to`, once the API's mail job has sent it. */
async function newestSent(to: string, template: string): Promise<number> {
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
  if (id === undefined) throw new Error(`No ${template} message to ${to}`);
  return id;
}

/** The text part of the newest delivered message of `template` to `to`, as the API's mail job rendered it. */
async function mailedText(to: string, template: string): Promise<{ id: number; text: string }> {
  const id = await newestSent(to, template);
  const details: { text: string | null } = JSON.parse(await outbox(['--show', String(id), '--json']));
  return { id, text: details.text ?? '' };
}

/**
 * The locale-prefixed path (`/ru/reset-password?token=…`) of the link in the newest delivered
 * message of `template` to `to`, read from the outbox the way ops reads it: the real message the
 * API's mail job rendered and delivered (outbox transport).
 */
export async function mailedLinkPath(to: string, template: string): Promise<string> {
  const { id, text } = await mailedText(to, template);
  const link = /https?:\/\/[^\s/]+(\/\S*\?token=[A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (link === undefined) throw new Error(`No link in message #${id}: ${text || '(not rendered)'}`);
  return link;
}

/**
 * The path (`/api/privacy/mail/<token>`) of the "your data" link every message carries, in the
 * newest delivered message of `template` to `to`: where the person downloads their data or asks
 * the teams to erase it (docs/privacy.md).
 */
export async function mailedPrivacyPath(to: string, template: string): Promise<string> {
  const { id, text } = await mailedText(to, template);
  const link = /https?:\/\/[^\s/]+(\/api\/privacy\/mail\/[A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (link === undefined) throw new Error(`No "your data" link in message #${id}: ${text || '(not rendered)'}`);
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
  return outbox(['--raw', String(await newestSent(to, template))]);
}
