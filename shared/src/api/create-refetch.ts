/** A call that can be re-run and cancelled; see {@link createRefetch}. */
export interface Refetch<T> {
  /** Starts the call, aborting the previous one still running (which then rejects with an `AbortError`). */
  run(): Promise<T>;
  /** Aborts the running call, if any. */
  cancel(): void;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * The cancellable refetch of spec point 7: each `run()` gets a fresh `AbortSignal` and aborts the
 * run before it, so a slow old answer can never overwrite a newer one. A superseded or cancelled
 * run rejects with an `AbortError` even if `fn` ignores its signal.
 *
 * @example
 * const search = createRefetch((signal) => api.post('/webapp/resumes_search/resumes/', criteria, { signal }));
 * input.oninput = () => search.run().then(show, ignoreAborts);
 */
export function createRefetch<T>(fn: (signal: AbortSignal) => Promise<T>): Refetch<T> {
  let current: AbortController | null = null;

  return {
    run() {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      const { signal } = controller;
      const settle = () => {
        if (current === controller) current = null;
      };
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => reject(abortReason(signal));
        signal.addEventListener('abort', onAbort, { once: true });
        fn(signal).then(
          (value) => {
            signal.removeEventListener('abort', onAbort);
            settle();
            if (signal.aborted) reject(abortReason(signal));
            else resolve(value);
          },
          (error: unknown) => {
            signal.removeEventListener('abort', onAbort);
            settle();
            reject(signal.aborted ? abortReason(signal) : error);
          },
        );
      });
    },
    cancel() {
      current?.abort();
      current = null;
    },
  };
}
