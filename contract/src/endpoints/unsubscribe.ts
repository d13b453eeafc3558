import { z } from 'zod/mini';
import { UNSUBSCRIBE_ROUTES } from '../api-routes/unsubscribe';
import { defineEndpoint } from './endpoint';

/** The path parameter of an unsubscribe link: the message's token (an unknown one is a 404 page). */
export const unsubscribeParamsSchema = z.object({ token: z.string() });

/**
 * One-click unsubscribe (RFC 8058) from a message's link: both answer an HTML page in the
 * message's language, not JSON. `GET` asks (link scanners that follow GETs change nothing);
 * `POST` (the page's button, or a mail provider's `List-Unsubscribe=One-Click`, any body) stops
 * what the message names: a scout's digest, a CV's mailings, or bulk mail to the address.
 */
export const UNSUBSCRIBE_ENDPOINTS = {
  page: defineEndpoint({ ...UNSUBSCRIBE_ROUTES.page, params: unsubscribeParamsSchema, responses: {} }),
  confirm: defineEndpoint({ ...UNSUBSCRIBE_ROUTES.confirm, params: unsubscribeParamsSchema, responses: {} }),
};
