import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { isRetryableError, RETRY_ATTEMPTS, RETRY_DELAY_MS, retryPolicy, withRetry } from './with-retry';

function serverError() {
  return new ApiError({ status: 500, code: 'http_500', message: 'down' });
}

describe('withRetry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('uses the spec’s constants: 5 attempts, 2000 ms apart', () => {
    expect(RETRY_ATTEMPTS).toBe(5);
    expect(RETRY_DELAY_MS).toBe(2000);
  });

  it('returns the first success without logging', async () => {
    const log: string[] = [];
    await expect(withRetry(async () => 'data', { log: (message) => log.push(message) })).resolves.toBe('data');
    expect(log).toEqual([]);
  });

  it('retries 2000 ms apart, logging each failed attempt, until one succeeds', async () => {
    const log: string[] = [];
    const attempts: number[] = [];
    const call = withRetry(
      async (attempt) => {
        attempts.push(attempt);
        if (attempt < 3) throw serverError();
        return 'data';
      },
      { log: (message) => log.push(message) },
    );
    await jest.advanceTimersByTimeAsync(0);
    expect(attempts).toEqual([1]);
    await jest.advanceTimersByTimeAsync(1999);
    expect(attempts).toEqual([1]);
    await jest.advanceTimersByTimeAsync(1);
    expect(attempts).toEqual([1, 2]);
    await jest.advanceTimersByTimeAsync(2000);
    await expect(call).resolves.toBe('data');
    expect(log).toEqual(['Ошибка запроса, попытка 1 из 5', 'Ошибка запроса, попытка 2 из 5']);
  });

  it('gives up after the last attempt, logs it and rethrows the last error', async () => {
    const log: string[] = [];
    let calls = 0;
    const last = new Error('attempt 5 failed');
    const call = withRetry(
      async () => {
        calls += 1;
        throw calls === 5 ? last : new Error(`attempt ${calls} failed`);
      },
      { log: (message) => log.push(message) },
    );
    const outcome = call.catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(4 * 2000);
    expect(await outcome).toBe(last);
    expect(calls).toBe(5);
    expect(log).toEqual([
      'Ошибка запроса, попытка 1 из 5',
      'Ошибка запроса, попытка 2 из 5',
      'Ошибка запроса, попытка 3 из 5',
      'Ошибка запроса, попытка 4 из 5',
      'Ошибка запроса, попытка 5 из 5',
      'Не удалось получить данные после 5 попыток',
    ]);
  });

  it('logs to console.warn by default and honours other counts and delays', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const call = withRetry(() => Promise.reject(serverError()), { attempts: 2, delayMs: 10 }).catch(() => 'failed');
    await jest.advanceTimersByTimeAsync(10);
    await expect(call).resolves.toBe('failed');
    expect(warn.mock.calls).toEqual([
      ['Ошибка запроса, попытка 1 из 2'],
      ['Ошибка запроса, попытка 2 из 2'],
      ['Не удалось получить данные после 2 попыток'],
    ]);
    warn.mockRestore();
  });

  it('does not retry a client error or an abort', async () => {
    const log: string[] = [];
    let calls = 0;
    const badRequest = new ApiError({ status: 400, code: 'invalid', message: 'bad' });
    await expect(
      withRetry(
        async () => {
          calls += 1;
          throw badRequest;
        },
        { log: (message) => log.push(message) },
      ),
    ).rejects.toBe(badRequest);
    expect(calls).toBe(1);
    expect(log).toEqual([]);
    expect(isRetryableError(new DOMException('stop', 'AbortError'))).toBe(false);
    expect(isRetryableError(new ApiError({ status: 429, code: 'rate', message: 'slow down' }))).toBe(true);
    expect(isRetryableError(new ApiError({ status: 0, code: 'network_error', message: 'offline' }))).toBe(true);
  });

  it('stops waiting when its signal aborts', async () => {
    const controller = new AbortController();
    let calls = 0;
    const call = withRetry(
      async () => {
        calls += 1;
        throw serverError();
      },
      { signal: controller.signal, log: () => undefined },
    ).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(0);
    controller.abort();
    expect(await call).toMatchObject({ name: 'AbortError' });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(1);
  });
});

describe('retryPolicy: the retry variant as TanStack Query options', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tries 5 times 2000 ms apart with the spec’s log lines, then gives up', async () => {
    const log: string[] = [];
    const client = new QueryClient();
    let calls = 0;
    const result = client
      .fetchQuery({
        queryKey: ['down'],
        queryFn: async () => {
          calls += 1;
          throw serverError();
        },
        ...retryPolicy({ log: (message) => log.push(message) }),
      })
      .catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await jest.advanceTimersByTimeAsync(1999);
    expect(calls).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await jest.advanceTimersByTimeAsync(3 * 2000);
    await expect(result).resolves.toMatchObject({ status: 500 });
    expect(calls).toBe(5);
    expect(log).toEqual([
      'Ошибка запроса, попытка 1 из 5',
      'Ошибка запроса, попытка 2 из 5',
      'Ошибка запроса, попытка 3 из 5',
      'Ошибка запроса, попытка 4 из 5',
      'Ошибка запроса, попытка 5 из 5',
      'Не удалось получить данные после 5 попыток',
    ]);
    client.clear();
  });

  it('stops at once for a client error and logs nothing', async () => {
    const log: string[] = [];
    const client = new QueryClient();
    let calls = 0;
    const result = client
      .fetchQuery({
        queryKey: ['bad'],
        queryFn: async () => {
          calls += 1;
          throw new ApiError({ status: 400, code: 'bad_request', message: 'bad' });
        },
        ...retryPolicy({ log: (message) => log.push(message) }),
      })
      .catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(0);
    await expect(result).resolves.toMatchObject({ status: 400 });
    expect(calls).toBe(1);
    expect(log).toEqual([]);
    client.clear();
  });

  it('returns the data of an attempt that succeeds', async () => {
    const log: string[] = [];
    const client = new QueryClient();
    let calls = 0;
    const result = client.fetchQuery({
      queryKey: ['flaky'],
      queryFn: async () => {
        calls += 1;
        if (calls < 3) throw serverError();
        return 'data';
      },
      ...retryPolicy({ log: (message) => log.push(message) }),
    });
    await jest.advanceTimersByTimeAsync(4000);
    await expect(result).resolves.toBe('data');
    expect(log).toEqual(['Ошибка запроса, попытка 1 из 5', 'Ошибка запроса, попытка 2 из 5']);
    client.clear();
  });
});
