export { ApiError, isAbortError, isApiError, isApiErrorBody, type ApiErrorInit } from './api-error';
export {
  buildUrl,
  createApiClient,
  type CreateApiClientOptions,
  type FetchLike,
  type FetchResponseLike,
} from './create-api-client';
export { createRefetch, type Refetch } from './create-refetch';
export { useApiQuery, type ApiQueryOptions, type ApiQueryResult } from './use-api-query';
export { isRetryableError, RETRY_ATTEMPTS, RETRY_DELAY_MS, withRetry, type RetryOptions } from './with-retry';
