import type { z } from 'zod';

/** A parsed and validated JSON document, or the reason it was rejected (field paths included). */
export type JsonParseResult<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Parses `text` as JSON and validates it with `schema`, turning both kinds of failure into one readable reason. */
export function parseJsonAs<T>(schema: z.ZodType<T>, text: string): JsonParseResult<T> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: `not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return { ok: true, value: parsed.data };
  const reasons = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(top level)'}: ${issue.message}`);
  return { ok: false, reason: reasons.join('; ') };
}

/**
 * The `code` of a Node system error (`ENOENT`, `EEXIST`...). Checked by shape, not `instanceof Error`:
 * errors from Node's own modules come from another realm under Jest.
 */
export function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** True for the error Node raises when a path does not exist. */
export function isMissingFile(error: unknown): boolean {
  return errorCode(error) === 'ENOENT';
}
