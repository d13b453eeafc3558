import http from 'node:http';
import https from 'node:https';
import { Webhook } from 'standardwebhooks';
import { assertPublicLiteral, guardedLookup } from './address-guard';

/** A delivery attempt's outcome: the endpoint's status, or why there was none. */
export type SendOutcome = { ok: true; status: number } | { ok: false; status: number | null; error: string };

/** How long an endpoint gets to answer. */
const TIMEOUT_MS = 10_000;

export interface SendOptions {
  url: string;
  /** `whsec_…`: the endpoint's signing secret. */
  secret: string;
  messageId: string;
  body: string;
  /** Deliveries to private, loopback and link-local addresses (development only). */
  allowPrivate: boolean;
  now?: Date;
}

/** The Standard Webhooks headers of one attempt: its id, the time it was signed, the signature. */
export function signedHeaders(secret: string, messageId: string, body: string, now: Date): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, now, body),
  };
}

/**
 * POSTs one signed delivery. Redirects are not followed (a 3xx is a failure: the endpoint must
 * answer itself, and a redirect could point anywhere); only a 2xx counts as delivered; the answer's
 * body is read and dropped.
 */
export function sendWebhook(options: SendOptions): Promise<SendOutcome> {
  const url = new URL(options.url);
  try {
    assertPublicLiteral(url, options.allowPrivate);
  } catch (error) {
    return Promise.resolve({ ok: false, status: null, error: error instanceof Error ? error.message : String(error) });
  }
  const client = url.protocol === 'https:' ? https : http;
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'recruiting-platform-webhooks/1',
    'content-length': String(Buffer.byteLength(options.body)),
    ...signedHeaders(options.secret, options.messageId, options.body, options.now ?? new Date()),
  };
  return new Promise((resolve) => {
    const request = client.request(url, { method: 'POST', headers, timeout: TIMEOUT_MS, lookup: guardedLookup(options.allowPrivate) }, (response) => {
      response.resume();
      const status = response.statusCode ?? 0;
      response.once('end', () =>
        resolve(status >= 200 && status < 300 ? { ok: true, status } : { ok: false, status, error: `the endpoint answered ${status}` }),
      );
      response.once('error', (error) => resolve({ ok: false, status, error: error.message }));
    });
    request.once('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    request.once('error', (error) => resolve({ ok: false, status: null, error: error.message }));
    request.end(options.body);
  });
}
