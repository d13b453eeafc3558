export { ApiError, isAbortError, isApiError, isApiErrorBody, type ApiErrorInit } from './api-error';
export {
  buildUrl,
  createApiClient,
  type CreateApiClientOptions,
  type FetchLike,
  type FetchResponseLike,
} from './create-api-client';
export { ERROR_SCREEN_STATUSES, shouldShowErrorScreen } from './error-screen';
export { queryString } from './query-string';
export { useApiErrorText, type ApiErrorText } from './use-api-error-text';
export {
  isRetryableError,
  RETRY_ATTEMPTS,
  RETRY_DELAY_MS,
  retryPolicy,
  withRetry,
  type RetryOptions,
  type RetryPolicy,
} from './with-retry';
