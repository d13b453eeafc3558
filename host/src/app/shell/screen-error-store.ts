import type { ScreenError } from '../../features/errors';

export interface ScreenErrorState {
  error: ScreenError;
  /** The address the error belongs to: navigating away clears it. */
  href: string;
}

/**
 * An error screen asked for by something other than the router: a remote (`showErrorScreen`)
 * or the API error handler (403, or a 500 the reload guard refused to reload).
 */
export interface ScreenErrorStore {
  show(error: ScreenError, href: string): void;
  clear(): void;
  getSnapshot(): ScreenErrorState | null;
  subscribe(listener: () => void): () => void;
}

export function createScreenErrorStore(): ScreenErrorStore {
  let state: ScreenErrorState | null = null;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    show(error, href) {
      state = { error, href };
      emit();
    },
    clear() {
      if (state === null) return;
      state = null;
      emit();
    },
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
