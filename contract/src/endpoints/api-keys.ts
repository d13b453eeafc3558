import { z } from 'zod/mini';
import { API_KEY_SCOPES, defineEndpoint } from './endpoint';
import { uuidParamsSchema } from './params';

/** What every key's token starts with, so secret scanners (and people) recognise a leaked one. */
export const API_KEY_TOKEN_PREFIX = 'hs_live_';

/** Longest name of a key. */
export const API_KEY_NAME_MAX_LENGTH = 80;

/** How many live keys a team may hold: enough for every integration, few enough to review. */
export const API_KEYS_PER_TEAM_MAX = 20;

export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES);

/** A team's API key as its owners see it: never the token, which is shown once at creation. */
export const apiKeySchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  /** The token's first characters (`hs_live_AbC1`), to tell keys apart in logs and settings. */
  prefix: z.string(),
  createdAt: z.string(),
  /** Who created it: the key acts for the team with this owner's authority. */
  createdBy: z.string(),
  /** The last call made with it (to the minute); `null` before the first. */
  lastUsedAt: z.nullable(z.string()),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** `POST /api/team/api-keys`: the key with its token, shown this once. */
export const createdApiKeySchema = z.strictObject({
  ...apiKeySchema.shape,
  token: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** Body of `POST /api/team/api-keys`. */
export const apiKeyBodySchema = z.strictObject({
  name: z.string().check(
    z.trim(),
    z.minLength(1, 'Name the key.'),
    z.maxLength(API_KEY_NAME_MAX_LENGTH, `At most ${API_KEY_NAME_MAX_LENGTH} characters.`),
  ),
  scopes: z.array(z.enum(API_KEY_SCOPES, { message: 'Choose cvs:read, pipeline:write or messages:send.' })).check(
    z.minLength(1, 'Choose at least one scope.'),
    z.refine((scopes) => new Set(scopes).size === scopes.length, 'Name each scope once.'),
  ),
});
export type ApiKeyBody = z.input<typeof apiKeyBodySchema>;

export const apiKeyListSchema = z.strictObject({ items: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** A team's API keys: owners list, create and revoke them (signed in; a key cannot manage keys). */
export const API_KEY_ENDPOINTS = {
  list: defineEndpoint({ method: 'GET', path: '/team/api-keys', responses: { 200: apiKeyListSchema }, summary: "The team's API keys (owners)" }),
  create: defineEndpoint({ method: 'POST', path: '/team/api-keys', body: apiKeyBodySchema, responses: { 201: createdApiKeySchema }, summary: 'Create an API key (owners)' }),
  revoke: defineEndpoint({ method: 'DELETE', path: '/team/api-keys/:id', params: uuidParamsSchema, responses: {}, summary: 'Revoke an API key (owners)' }),
};
