import { type ApiError, isApiError } from './api-error';

/**
 * Statuses for which a page hands over to the host's error screen (another team's data, a missing
 * item: docs/product.md#error-screens) instead of showing an inline error with a retry.
 */
export const ERROR_SCREEN_STATUSES: readonly number[] = [403, 404];

/** Whether a failure is one the host's error screen shows (an {@link ApiError} with a 403 or 404). */
export function shouldShowErrorScreen(error: unknown): error is ApiError {
  return isApiError(error) && ERROR_SCREEN_STATUSES.includes(error.status);
}
