import type { HttpMethod } from './api-routes/route';
import type { FirstRequest, FirstRequestValue } from './first-request-schema';

export type { FirstRequest, FirstRequestValue };

/*
 * The request a page makes first, declared as data beside its route (`firstRequest` in a remote's
 * route manifest) so the host can issue it when the navigation starts, in parallel with the
 * remote's code instead of after it (docs/architecture.md#data-in-parallel-with-code). The remote's
 * page asks for the same request under the same query key ({@link apiQueryKey}) and finds the
 * answer in the query cache the host shares with it.
 *
 * A value of the request's input is a constant, a route parameter, or read from the page's query
 * string. The declaration only has to agree with the page's own code for the addresses the app
 * writes; when they disagree (a hand-edited address) the page simply asks again.
 */

/** What a page's first request is for one address: ready to send, and the key its answer is cached under. */
export interface ResolvedFirstRequest {
  method: FirstRequest['method'];
  path: string;
  input: Record<string, string | number | boolean | object>;
  forwardQuery: string | undefined;
}

type Constant = string | number | boolean;

function readJsonObject(text: string): object | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A one-based page number: 1 when absent or not a whole number from 1, at most `max`. */
function readPage(text: string | null, max: number | undefined): number {
  const page = Number(text ?? '1');
  if (!Number.isInteger(page) || page < 1) return 1;
  return max === undefined ? page : Math.min(page, max);
}

/** A whole number written with one to ten digits, at most `max`; anything else is absent. */
function readNumber(text: string | null, max: number | undefined): number | undefined {
  if (text === null || !/^\d{1,10}$/.test(text)) return undefined;
  const value = Number(text);
  return max === undefined || value <= max ? value : undefined;
}

function valueOf(rule: FirstRequestValue, params: Readonly<Record<string, string>>, query: URLSearchParams): Constant | object | undefined {
  if ('value' in rule) return rule.value;
  if ('param' in rule) {
    const value = params[rule.param];
    return rule.read === 'number' && value !== undefined ? Number(value) : value;
  }
  const raw = query.get(rule.query);
  if ('equals' in rule) return raw === rule.equals ? rule.then : undefined;
  let read: Constant | object | undefined;
  if (rule.read === 'index') read = readPage(raw, rule.max === undefined ? undefined : rule.max + 1) - 1;
  else if (rule.read === 'page') read = readPage(raw, rule.max);
  else if (rule.read === 'number') read = readNumber(raw, rule.max);
  else if (rule.read === 'json') read = raw === null ? undefined : readJsonObject(raw);
  else {
    const text = raw?.trim() ?? '';
    read = text === '' || (rule.oneOf !== undefined && !rule.oneOf.includes(text)) ? undefined : text;
  }
  return read ?? rule.default;
}

/**
 * The first request of a page at an address: its path with the route's parameters filled in, its
 * input read from the address. `null` when a parameter the path needs is missing.
 */
export function resolveFirstRequest(
  request: FirstRequest,
  params: Readonly<Record<string, string>>,
  search: string,
): ResolvedFirstRequest | null {
  let missing = false;
  const path = request.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) missing = true;
    return encodeURIComponent(value ?? '');
  });
  if (missing) return null;
  const query = new URLSearchParams(search);
  const input: ResolvedFirstRequest['input'] = {};
  for (const [field, rule] of Object.entries(request.input ?? {})) {
    const value = valueOf(rule, params, query);
    if (value !== undefined) input[field] = value;
  }
  const forwardQuery = request.forwardCampaign === true && query.has('utm_source') ? search.replace(/^\?/, '') : undefined;
  return { method: request.method, path, input, forwardQuery };
}

/**
 * The query-cache key of one API request: the area that asks (the route's remote, which starts
 * every key of its area so the area can invalidate them by that prefix), the method, the path with
 * its parameters filled in, the query or body (none and `{}` are the same), and the forwarded page
 * query. The host's prefetch and the page's own query use it, so one finds the other's answer
 * (the cache compares keys by value, fields in any order).
 */
export function apiQueryKey(area: string, method: HttpMethod, path: string, input?: unknown, forwardQuery?: string): readonly unknown[] {
  const none = input === undefined || input === null || (typeof input === 'object' && Object.keys(input).length === 0);
  return [...apiQueryPrefix(area, method, path), none ? null : input, forwardQuery ?? null];
}

/** The start of {@link apiQueryKey}'s keys of one route: invalidating it reaches every request of the route. */
export function apiQueryPrefix(area: string, method: HttpMethod, path: string): readonly unknown[] {
  return [area, method, path];
}
