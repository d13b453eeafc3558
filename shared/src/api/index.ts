export { ApiError, isAbortError, isApiError, isApiErrorBody, type ApiErrorInit } from './api-error';
export {
  buildUrl,
  createApiClient,
  type CreateApiClientOptions,
  type FetchLike,
  type FetchResponseLike,
} from './create-api-client';
export { createRefetch, type Refetch } from './create-refetch';
export { ERROR_SCREEN_STATUSES, shouldShowErrorScreen } from './error-screen';
export { useApiErrorText, type ApiErrorText } from './use-api-error-text';
export { useApiForm, type ApiForm, type ApiFormOptions } from './use-api-form';
export { useApiQuery, type ApiQueryOptions, type ApiQueryResult } from './use-api-query';
export { isRetryableError, RETRY_ATTEMPTS, RETRY_DELAY_MS, withRetry, type RetryOptions } from './with-retry';
