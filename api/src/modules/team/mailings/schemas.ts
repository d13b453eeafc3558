import { z } from 'zod';
import { MAILING_ENDPOINTS, type ParsedBodyOf } from '@platform/contract';

/**
 * `Idempotency-Key`: any printable ASCII, as clients generate them (UUIDs mostly). A header, so
 * not in the contract's body schemas (`MAILING_ENDPOINTS` in `@platform/contract`).
 */
export const IDEMPOTENCY_KEY = z
  .string()
  .regex(/^[\x21-\x7e]{1,200}$/, 'Idempotency-Key: 1 to 200 printable ASCII characters.')
  .optional();

/** A mailing's body as the API reads it (parsed: trimmed, a search's `limit` defaulted). */
export type MailingBody = ParsedBodyOf<typeof MAILING_ENDPOINTS.send>;
