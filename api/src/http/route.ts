import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import type { AnySchema, Endpoint, ResponseOf } from '@platform/contract';
import { ApiError, parseInput } from './errors';

type Parsed<S> = S extends AnySchema ? z.output<S> : undefined;

/** What a route's handler gets: the request's parts already parsed by the endpoint's own schemas. */
export interface RouteContext<E extends Endpoint> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
}

/** The handler of an endpoint: one that declares no answer body (204) returns nothing; any other returns its answer. */
export type RouteHandler<E extends Endpoint> = [keyof E['responses']] extends [never]
  ? (context: RouteContext<E>) => Promise<void>
  : (context: RouteContext<E>) => Promise<ResponseOf<E>>;

function parsePart<S extends AnySchema | undefined>(schema: S, value: unknown): Parsed<S>;
function parsePart(schema: AnySchema | undefined, value: unknown): unknown {
  return schema === undefined ? undefined : parseInput(schema, value);
}

/**
 * Registers the handler of one contract endpoint: its method and path come from the entry, its
 * params, query and body are parsed by the entry's schemas (a bad body or query is a 400 naming
 * each field; a bad path parameter names no resource, so it is a 404 like an unknown one), and the
 * handler's result is typed as the entry's answer, sent with the entry's status (the one it
 * declares; 200 when it declares several, 204 when it declares no body); an entry without a body
 * is called without one. `options` are the route's own Fastify options (`onRequest` hooks,
 * `config.rateLimit`).
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: RouteHandler<E>, options: RouteShorthandOptions = {}): void {
  const statuses = Object.keys(endpoint.responses).map(Number);
  const status = statuses.length === 0 ? 204 : statuses.length === 1 ? (statuses[0] ?? 200) : 200;
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
      const query = parsePart<E['query']>(endpoint.query, request.query);
      const body = parsePart<E['body']>(endpoint.body, request.body);
      const result = await handler({ request, reply, params, query, body });
      if (reply.sent) return reply;
      return status === 204 ? reply.status(204).send() : reply.status(status).send(result);
    },
  });
}
