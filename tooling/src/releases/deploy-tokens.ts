import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { remoteNameOfApp, type AppName } from '@platform/contract';
import { writeFileAtomic } from './atomic-fs';
import { isMissingFile, parseJsonAs } from './json-file';
import { ReleaseError } from './release-error';
import { withReleasesLock } from './releases-lock';

/**
 * Deploy tokens: how another repository's CI releases and rolls back its own remote through the
 * release endpoint. A token is scoped to one remote; only its SHA-256 is stored (the token is a
 * 256-bit random secret, so a plain digest cannot be reversed), in the release store's dot-named
 * `.deploy-tokens.json`, which no server serves. Every use of a token, allowed or refused, is a
 * line of the deploy log (`./deploy-log.ts`).
 */

export const DEPLOY_TOKENS_FILE = '.deploy-tokens.json';

/** `pdt_<id>_<secret>`: the id is public (it names the token in logs and commands), the secret is not. */
const TOKEN_PATTERN = /^pdt_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;
const ID_PATTERN = /^[0-9a-f]{12}$/;

const storedTokenSchema = z.strictObject({
  id: z.string().regex(ID_PATTERN),
  app: z.string().refine((app) => remoteNameOfApp(app) !== undefined, 'must be remote-<name>'),
  name: z.string().min(1).max(100),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  createdAt: z.iso.datetime({ offset: true }),
  revokedAt: z.iso.datetime({ offset: true }).optional(),
});
const tokenFileSchema = z.strictObject({ tokens: z.array(storedTokenSchema) });

/** A token as stored: never the secret. */
export type DeployToken = z.infer<typeof storedTokenSchema>;

/** The token's label in logs and in the deployment history. */
export function describeToken(token: Pick<DeployToken, 'id' | 'name'>): string {
  return `deploy token ${token.id} (${token.name})`;
}

function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Every token of the store, revoked ones included; a missing file is none. */
export async function readDeployTokens(releasesDir: string): Promise<DeployToken[]> {
  const file = path.join(releasesDir, DEPLOY_TOKENS_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isMissingFile(error)) return [];
    throw error;
  }
  const parsed = parseJsonAs(tokenFileSchema, text);
  if (!parsed.ok) throw new ReleaseError('CORRUPT_MANIFEST', `${file} is corrupted: ${parsed.reason}. Fix it by hand, or delete it and create the tokens again.`);
  return parsed.value.tokens;
}

/** Rewrites the store; the caller holds the releases lock. */
async function changeTokensLocked(releasesDir: string, change: (tokens: DeployToken[]) => DeployToken[]): Promise<void> {
  const tokens = change(await readDeployTokens(releasesDir));
  await writeFileAtomic(path.join(releasesDir, DEPLOY_TOKENS_FILE), `${JSON.stringify({ tokens }, null, 2)}\n`);
}

async function changeTokens(releasesDir: string, change: (tokens: DeployToken[]) => DeployToken[]): Promise<void> {
  await withReleasesLock(releasesDir, () => changeTokensLocked(releasesDir, change));
}

/**
 * Revokes every live token of `app` (a retired remote: a token must not register it again). The
 * caller holds the releases lock; returns the ids it revoked.
 */
export async function revokeTokensOfAppLocked(releasesDir: string, app: AppName, now = new Date()): Promise<string[]> {
  const revoked: string[] = [];
  await changeTokensLocked(releasesDir, (tokens) =>
    tokens.map((token) => {
      if (token.app !== app || token.revokedAt) return token;
      revoked.push(token.id);
      return { ...token, revokedAt: now.toISOString() };
    }),
  );
  return revoked;
}

/** Creates a token for one remote; the returned `token` is the only time the secret exists outside the caller. */
export async function createDeployToken(releasesDir: string, app: AppName, name: string, now = new Date()): Promise<{ token: string; record: DeployToken }> {
  if (remoteNameOfApp(app) === undefined) throw new ReleaseError('UNKNOWN_APP', `${app} is not a remote: a deploy token is for one remote (remote-<name>).`);
  const label = name.trim();
  if (label === '' || label.length > 100) throw new ReleaseError('INVALID_ARGUMENT', '--name must be 1–100 characters.');
  const id = randomBytes(6).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  const record: DeployToken = { id, app, name: label, hash: digest(secret), createdAt: now.toISOString() };
  await changeTokens(releasesDir, (tokens) => [...tokens, record]);
  return { token: `pdt_${id}_${secret}`, record };
}

/** Revokes a token by its id; it is refused from then on (kept in the list, marked revoked). */
export async function revokeDeployToken(releasesDir: string, id: string, now = new Date()): Promise<DeployToken> {
  let revoked: DeployToken | undefined;
  await changeTokens(releasesDir, (tokens) =>
    tokens.map((token) => {
      if (token.id !== id) return token;
      revoked = token.revokedAt ? token : { ...token, revokedAt: now.toISOString() };
      return revoked;
    }),
  );
  if (!revoked) throw new ReleaseError('UNKNOWN_TOKEN', `No deploy token ${id}. List them with: npm run deploy-tokens -- list`);
  return revoked;
}

/** The outcome of checking a presented token. */
export type TokenCheck = { ok: true; token: DeployToken } | { ok: false; reason: string; token?: DeployToken };

/** Checks a presented secret token against the store (constant-time comparison of the digests). */
export async function verifyDeployToken(releasesDir: string, presented: string): Promise<TokenCheck> {
  const match = TOKEN_PATTERN.exec(presented);
  if (!match) return { ok: false, reason: 'The token is not a deploy token (pdt_<id>_<secret>).' };
  const [, id = '', secret = ''] = match;
  const token = (await readDeployTokens(releasesDir)).find((candidate) => candidate.id === id);
  const matches = token !== undefined && timingSafeEqual(Buffer.from(token.hash, 'hex'), Buffer.from(digest(secret), 'hex'));
  if (!token || !matches) return { ok: false, reason: 'The deploy token is unknown or wrong.' };
  if (token.revokedAt) return { ok: false, reason: `${describeToken(token)} was revoked at ${token.revokedAt}.`, token };
  return { ok: true, token };
}
