import { z } from 'zod/mini';
import type { ApiFieldError } from '../api';
import type { ApiRoute } from '../api-routes/route';
import { toFieldErrors } from '../field-errors';

/**
 * What a team's API key may be allowed to do: read CVs and search (`cvs:read`), manage vacancies
 * and applications (`pipeline:write`), send mailings to candidates (`messages:send`).
 */
export const API_KEY_SCOPES = ['cvs:read', 'pipeline:write', 'messages:send'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Any zod schema (classic or mini): what a request part or an answer is checked with. */
export type AnySchema = z.core.$ZodType;

/**
 * One API route as the contract declares it: its method and path (its {@link ApiRoute}, from
 * `api-routes/`), the schemas of what it takes and the schema of each successful
 * answer by status. The API validates input with `body`/`query`/`params` and, outside production,
 * refuses to send an answer its `responses` schema rejects (500 `off_contract`); the API client
 * checks the same answers in development and tests.
 */
export interface Endpoint extends ApiRoute {
  params?: AnySchema;
  query?: AnySchema;
  body?: AnySchema;
  /** By status; a status without a schema (204, a redirect, a file) is not checked. */
  responses: Partial<Record<number, AnySchema>>;
  /**
   * The scope a team's API key (`Authorization: Bearer hs_live_...`) needs to call this endpoint.
   * Without it the endpoint refuses keys: it is for a signed-in browser (the session cookie) only.
   */
  apiKey?: ApiKeyScope;
  /** One line for the API reference (`GET /api/openapi.json`); the method and path otherwise. */
  summary?: string;
}

/** Declares an endpoint, keeping its literal types (so `ResponseOf` and `BodyOf` can name them). */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type SchemaOutput<S> = S extends AnySchema ? z.output<S> : never;
type SchemaInput<S> = S extends AnySchema ? z.input<S> : never;

/** What an endpoint answers with `status` (200 by default). */
export type ResponseOf<E extends Endpoint, Status extends keyof E['responses'] = 200 extends keyof E['responses'] ? 200 : keyof E['responses']> =
  SchemaOutput<E['responses'][Status]>;
/** The request body a client sends (before the schema's defaults and trims). */
export type BodyOf<E extends Endpoint> = SchemaInput<E['body']>;
/** The request body as the API reads it (after parsing). */
export type ParsedBodyOf<E extends Endpoint> = SchemaOutput<E['body']>;

function segments(path: string): string[] {
  return (path.split('?')[0] ?? '').split('/').filter((segment) => segment !== '');
}

/** Whether a request path (`/team/vacancies/7`) fits an endpoint pattern (`/team/vacancies/:id`). */
export function pathMatches(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const got = segments(path);
  return want.length === got.length && want.every((segment, index) => segment.startsWith(':') || segment === got[index]);
}

/**
 * The endpoint of a request: by method and path, literal routes before parameterised ones (as the
 * API's router does), `undefined` when the contract declares none.
 */
export function findEndpoint(endpoints: readonly Endpoint[], method: string, path: string): Endpoint | undefined {
  const upper = method.toUpperCase();
  const candidates = endpoints.filter((endpoint) => endpoint.method === upper && pathMatches(endpoint.path, path));
  const literalCount = (endpoint: Endpoint) => segments(endpoint.path).filter((segment) => !segment.startsWith(':')).length;
  return candidates.sort((a, b) => literalCount(b) - literalCount(a))[0];
}

/**
 * Checks an answer against the endpoint's schema for its status: the problems as field errors
 * (path inside the body), or `null` when it fits or the status has no schema.
 */
export function responseProblems(endpoint: Endpoint, status: number, body: unknown): ApiFieldError[] | null {
  const schema = endpoint.responses[status];
  if (!schema) return null;
  const result = z.safeParse(schema, body);
  return result.success ? null : toFieldErrors(result.error.issues);
}
