/**
 * A refusal the kit explains in one sentence (a missing or malformed file, an unknown command):
 * the command line prints its message alone, without a stack trace.
 */
export class KitError extends Error {
  override readonly name = 'KitError';
}

export function isKitError(error: unknown): error is KitError {
  return error instanceof KitError;
}
