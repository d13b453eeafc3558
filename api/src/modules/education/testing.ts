import type { LightMyRequestResponse } from 'fastify';
import { safeParse, type $ZodType } from 'zod/v4/core';

/** The body of a 200 answer, checked against the contract's schema (a mismatch fails with zod's issues). */
export function bodyOf<T>(schema: $ZodType<T>, response: LightMyRequestResponse): T {
  if (response.statusCode !== 200) throw new Error(`Expected 200, got ${response.statusCode}: ${response.body}`);
  const parsed = safeParse(schema, response.json());
  if (!parsed.success) throw new Error(`The answer does not match the contract: ${JSON.stringify(parsed.error.issues)}`);
  return parsed.data;
}
