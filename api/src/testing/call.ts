import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** HTTP methods the area tests use. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends one request to `app` as the session of `cookie` (anonymous without), with an optional JSON body. */
export type Call = (method: Method, url: string, cookie?: string, payload?: object, remoteAddress?: string) => Promise<LightMyRequestResponse>;

/** A terse `app.inject` for tests that make many calls. */
export function createCaller(app: () => FastifyInstance): Call {
  return (method, url, cookie, payload, remoteAddress) =>
    app().inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload }),
      ...(remoteAddress === undefined ? {} : { remoteAddress }),
    });
}
