/** SQLSTATE of a unique constraint violation (both PGlite and `pg` report it as `error.code`). */
export const UNIQUE_VIOLATION = '23505';

/**
 * The `code` of an error: a SQLSTATE from the database, or a Node system code (`EEXIST`).
 * Checked structurally, not with `instanceof Error`: errors raised by Node itself come from
 * another realm under Jest and fail that test.
 */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** Whether a database error is a unique constraint violation (e.g. a duplicate e-mail). */
export function isUniqueViolation(error: unknown): boolean {
  return errorCode(error) === UNIQUE_VIOLATION;
}

/**
 * Every connection stayed busy for the pool's whole wait: the database is overloaded. The API
 * answers 503 `busy` (with Retry-After) instead of letting requests pile up without end.
 */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
  readonly code = 'DB_BUSY';
  constructor(cause: unknown) {
    super('No database connection became free in time.', { cause });
  }
}
