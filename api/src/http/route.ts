import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import type { AnySchema, Endpoint, ResponseOf } from '@platform/contract';
import { ApiError, parseInput } from './errors';

type Parsed<S> = S extends AnySchema ? z.output<S> : undefined;

/** What a route's access check gets: the request and its path parameters, already parsed. */
export interface AccessContext<E extends Endpoint> {
  request: FastifyRequest;
  params: Parsed<E['params']>;
}

/** What a route's handler gets: the request's parts already parsed by the endpoint's own schemas. */
export interface RouteContext<E extends Endpoint, A = undefined> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** What the route's access check returned (its session, the resource it found); `undefined` without one. */
  access: A;
}

/**
 * The handler of an endpoint: one that declares no answer body (204) returns nothing; any other
 * returns its answer. One that sends its own answer (a file, a CSV) returns the reply.
 */
export type RouteHandler<E extends Endpoint> = [keyof E['responses']] extends [never]
  ? (context: RouteContext<E>) => Promise<undefined | FastifyReply>
  : (context: RouteContext<E>) => Promise<ResponseOf<E> | FastifyReply>;

/** What a guarded route's handler returns: nothing for an endpoint without an answer body, else the answer (or the reply it sent). */
type GuardedAnswer<E extends Endpoint> = [keyof E['responses']] extends [never] ? Promise<void> : Promise<ResponseOf<E> | FastifyReply>;

/**
 * A handler with its access check: who may call, and on what. The check runs once the path is
 * parsed and before the query and the body are, so a caller it refuses (401, 403, or 404 for a
 * resource they may not see) is refused whatever they sent; the handler gets what it returned.
 */
export interface GuardedRoute<E extends Endpoint, A> {
  access: (context: AccessContext<E>) => Promise<A>;
  // Not a RouteHandler: a conditional type around the whole function would leave `A` uninferred.
  handler: (context: RouteContext<E, A>) => GuardedAnswer<E>;
}

/** Any handler, as registration calls it. */
type AnyHandler<E extends Endpoint, A> = (context: RouteContext<E, A>) => Promise<unknown>;

function parsePart<S extends AnySchema | undefined>(schema: S, value: unknown): Parsed<S>;
function parsePart(schema: AnySchema | undefined, value: unknown): unknown {
  return schema === undefined ? undefined : parseInput(schema, value);
}

function register<E extends Endpoint, A>(
  app: FastifyInstance,
  endpoint: E,
  access: (context: AccessContext<E>) => Promise<A>,
  handler: AnyHandler<E, A>,
  options: RouteShorthandOptions,
): void {
  const statuses = Object.keys(endpoint.responses).map(Number);
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    // An endpoint that declares no body is called without one (request-guard.ts).
    config: { ...options.config, bodiless: endpoint.body === undefined },
    handler: async (request, reply) => {
      let params: Parsed<E['params']>;
      try {
        params = parsePart<E['params']>(endpoint.params, request.params);
      } catch (error) {
        if (error instanceof ApiError) throw new ApiError(404, 'not_found', 'No such resource.');
        throw error;
      }
      const granted = await access({ request, params });
      const query = parsePart<E['query']>(endpoint.query, request.query);
      const body = parsePart<E['body']>(endpoint.body, request.body);
      const result = await handler({ request, reply, params, query, body, access: granted });
      if (result === reply || reply.sent) return reply;
      if (statuses.length === 0) return reply.status(204).send();
      return reply.status(statuses.length === 1 ? (statuses[0] ?? 200) : reply.statusCode).send(result);
    },
  });
}

/**
 * Registers the handler of one contract endpoint: its method and path come from the entry, its
 * params, query and body are parsed by the entry's schemas (a bad body or query is a 400 naming
 * each field; a bad path parameter names no resource, so it is a 404 like an unknown one), and the
 * handler's result is typed as the entry's answer, sent with the entry's status (the one it
 * declares; when it declares several, the one the handler set with `reply.status()`, 200 unless
 * set; 204 when it declares no body); an entry without a body is called without one. Given
 * `{ access, handler }`, the access check runs between the path and the rest ({@link GuardedRoute}).
 * `options` are the route's own Fastify options (`onRequest` hooks, `config.rateLimit`, `bodyLimit`).
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: RouteHandler<E>, options?: RouteShorthandOptions): void;
export function route<E extends Endpoint, A>(app: FastifyInstance, endpoint: E, guarded: GuardedRoute<E, A>, options?: RouteShorthandOptions): void;
export function route<E extends Endpoint, A>(
  app: FastifyInstance,
  endpoint: E,
  handling: RouteHandler<E> | GuardedRoute<E, A>,
  options: RouteShorthandOptions = {},
): void {
  if (typeof handling === 'function') register<E, undefined>(app, endpoint, async () => undefined, handling, options);
  else register(app, endpoint, handling.access, handling.handler, options);
}
