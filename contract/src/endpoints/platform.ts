import { z } from 'zod/mini';
import { PLATFORM_ROUTES } from '../api-routes/platform';
import { isAppName } from '../remotes';
import { defineEndpoint } from './endpoint';

/** `GET /api/health`: the process answers. */
export const healthResponseSchema = z.strictObject({ status: z.literal('ok') });

/** `GET /api/ready`: every readiness check passed (a failed one is a 503 `not_ready`). */
export const readyResponseSchema = z.strictObject({
  status: z.literal('ready'),
  database: z.enum(['postgres', 'pglite']),
  checks: z.record(z.string(), z.string()),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;

const campaignCode = z.optional(z.string().check(z.trim(), z.maxLength(100, 'At most 100 characters.')));

/**
 * The query of `GET /api/set_promocode/`: the page's whole campaign query string is forwarded
 * (utm_source, utm_medium, ...), so unknown parameters are allowed; the campaign is `utm_campaign`
 * or `promocode`.
 */
export const promoQuerySchema = z.looseObject({ utm_campaign: campaignCode, promocode: campaignCode });

/** The outcome of a promo activation: credits added and the team's balance after. */
export const promoActivationSchema = z.strictObject({ credits: z.number(), balance: z.number() });
export type PromoActivation = z.infer<typeof promoActivationSchema>;

/** Largest alert message kept, in bytes of UTF-8 (a stack trace fits; a dump does not). */
export const ALERT_MAX_BYTES = 4096;

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/**
 * Body of `POST /api/frontend_alert/`. `remote` and `version` name the app that failed and its
 * release (ops count reports by them: a new release that starts failing shows at once); both optional.
 */
export const alertBodySchema = z.strictObject({
  message: z.string().check(
    z.minLength(1, 'The message is empty.'),
    z.refine((message) => utf8Length(message) <= ALERT_MAX_BYTES, `At most ${ALERT_MAX_BYTES} bytes.`),
  ),
  remote: z.optional(z.string().check(z.refine(isAppName, 'Expected host or the folder name of a remote (remote-search, …).'))),
  version: z.optional(z.string().check(z.regex(/^[A-Za-z0-9._+-]{1,64}$/, 'Expected a release version: 1–64 letters, digits, . _ + -.'))),
});
export type AlertBody = z.infer<typeof alertBodySchema>;

export const alertAcceptedSchema = z.strictObject({ status: z.literal('accepted') });

/**
 * What became of one load of a remote's version in a browser (release health): it mounted, or
 * its entry or a chunk failed to load, its mount or a render threw, or an earlier version was
 * served instead (`fallback`, counted against the version served).
 */
export const REMOTE_LOAD_OUTCOMES = ['mounted', 'entry-failed', 'chunk-failed', 'mount-threw', 'render-threw', 'fallback'] as const;
export type RemoteLoadOutcome = (typeof REMOTE_LOAD_OUTCOMES)[number];

/** Entries one beacon may carry; the host sends a page's loads in one or a few. */
export const REMOTE_LOADS_MAX_BATCH = 50;

const releaseVersion = z.string().check(z.regex(/^[A-Za-z0-9._+-]{1,64}$/, 'Expected a release version: 1–64 letters, digits, . _ + -.'));

/** One counted outcome of `POST /api/platform/remote-loads`. */
export const remoteLoadSchema = z.strictObject({
  remote: z.string().check(z.refine(isAppName, 'Expected host or the folder name of a remote (remote-search, …).')),
  version: releaseVersion,
  outcome: z.enum(REMOTE_LOAD_OUTCOMES),
  /** How many times (default 1): a page that mounts one remote twice sends one entry. */
  count: z.optional(z.number().check(z.int(), z.minimum(1, 'At least 1.'), z.maximum(100, 'At most 100.'))),
});
export type RemoteLoad = z.infer<typeof remoteLoadSchema>;

/** Body of `POST /api/platform/remote-loads`: the release-health beacon of one page. */
export const remoteLoadsBodySchema = z.strictObject({
  loads: z.array(remoteLoadSchema).check(z.minLength(1, 'At least one load.'), z.maxLength(REMOTE_LOADS_MAX_BATCH, `At most ${REMOTE_LOADS_MAX_BATCH} loads.`)),
});
export type RemoteLoadsBody = z.infer<typeof remoteLoadsBodySchema>;

/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 document of every endpoint of this contract. Its shape
 * is OpenAPI's own; only the parts a client relies on to find its way are checked here.
 */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.looseObject({ securitySchemes: z.record(z.string(), z.unknown()) }),
});

/** Probes, promo campaigns, front-end error reports and the API's own description. */
export const PLATFORM_ENDPOINTS = {
  health: defineEndpoint({ ...PLATFORM_ROUTES.health, responses: { 200: healthResponseSchema } }),
  ready: defineEndpoint({ ...PLATFORM_ROUTES.ready, responses: { 200: readyResponseSchema } }),
  promo: defineEndpoint({ ...PLATFORM_ROUTES.promo, query: promoQuerySchema, responses: { 200: promoActivationSchema } }),
  alert: defineEndpoint({ ...PLATFORM_ROUTES.alert, body: alertBodySchema, responses: { 202: alertAcceptedSchema } }),
  /** The host's beacon of remote mounts and failures, counted per minute for the release-health job. */
  remoteLoads: defineEndpoint({ ...PLATFORM_ROUTES.remoteLoads, body: remoteLoadsBodySchema, responses: { 202: alertAcceptedSchema } }),
  openApi: defineEndpoint({ ...PLATFORM_ROUTES.openApi, responses: { 200: openApiDocumentSchema }, summary: 'This document' }),
  /** An HTML page: the reference of every endpoint, read from the document above. */
  docs: defineEndpoint({ ...PLATFORM_ROUTES.docs, responses: {}, summary: 'The API reference page (HTML)' }),
};
