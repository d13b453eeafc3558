import { isAbortError, isApiError } from './api-error';

/** Attempts of the retry variant of a call (docs/product.md#the-shell). */
export const RETRY_ATTEMPTS = 5;
/** Pause between two attempts, in milliseconds (docs/product.md#the-shell). */
export const RETRY_DELAY_MS = 2000;

export interface RetryOptions {
  /** Total attempts, the first included. Defaults to {@link RETRY_ATTEMPTS}. */
  attempts?: number;
  /** Pause after a failed attempt. Defaults to {@link RETRY_DELAY_MS}. */
  delayMs?: number;
  /** Where the attempt messages go. Defaults to `console.warn`. */
  log?: (message: string) => void;
  /** Stops retrying: the pending pause ends and the call rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Whether a failure deserves another attempt. Defaults to {@link isRetryableError}. */
  shouldRetry?: (error: unknown) => boolean;
}

/**
 * Whether another attempt can help: not for an abort, and not for a client error (4xx) other than
 * 408 (timeout) and 429 (rate limit), which the same request would only repeat.
 */
export function isRetryableError(error: unknown): boolean {
  if (isAbortError(error)) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    return error.status === 408 || error.status === 429;
  }
  return true;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      if (signal) reject(abortReason(signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The retry variant of a call (docs/product.md#the-shell): runs `fn` up to `attempts` times, `delayMs` apart.
 * After each failed attempt it logs `Ошибка запроса, попытка N из M`; after the last one
 * `Не удалось получить данные после N попыток`, then rethrows that last error. A failure that
 * `shouldRetry` rejects (an abort, a 400…) is rethrown at once.
 *
 * @example
 * const data = await withRetry(() => call(api, SEARCH_ENDPOINTS.search, { body: criteria }));
 */
export async function withRetry<T>(fn: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const {
    attempts = RETRY_ATTEMPTS,
    delayMs = RETRY_DELAY_MS,
    log = (message: string) => console.warn(message),
    signal,
    shouldRetry = isRetryableError,
  } = options;
  const total = Math.max(1, Math.floor(attempts));
  let lastError: unknown;
  for (let attempt = 1; attempt <= total; attempt += 1) {
    if (signal?.aborted) throw abortReason(signal);
    try {
      return await fn(attempt);
    } catch (error) {
      if (!shouldRetry(error)) throw error;
      lastError = error;
      log(attemptFailedMessage(attempt, total));
      if (attempt < total) await pause(delayMs, signal);
    }
  }
  log(gaveUpMessage(total));
  throw lastError;
}

function attemptFailedMessage(attempt: number, total: number): string {
  return `Ошибка запроса, попытка ${attempt} из ${total}`;
}

function gaveUpMessage(total: number): string {
  return `Не удалось получить данные после ${total} попыток`;
}

/** TanStack Query's `retry` and `retryDelay` options; see {@link retryPolicy}. */
export interface RetryPolicy {
  retry: (failureCount: number, error: unknown) => boolean;
  retryDelay: number;
}

/**
 * The retry variant of {@link withRetry} as TanStack Query options, for a query that should
 * retry the way the spec asks: `useQuery({ queryKey, queryFn, ...retryPolicy() })`. TanStack runs
 * the attempts and the pauses (and cancels them with the query); this policy decides, logs the
 * same messages and stops after `attempts` in all.
 */
export function retryPolicy(options: Omit<RetryOptions, 'signal'> = {}): RetryPolicy {
  const {
    attempts = RETRY_ATTEMPTS,
    delayMs = RETRY_DELAY_MS,
    log = (message: string) => console.warn(message),
    shouldRetry = isRetryableError,
  } = options;
  const total = Math.max(1, Math.floor(attempts));
  return {
    // TanStack asks once per failure, `failureCount` being the failures before this one.
    retry(failureCount, error) {
      if (!shouldRetry(error)) return false;
      const attempt = failureCount + 1;
      log(attemptFailedMessage(attempt, total));
      if (attempt < total) return true;
      log(gaveUpMessage(total));
      return false;
    },
    retryDelay: delayMs,
  };
}
