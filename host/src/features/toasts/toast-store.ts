import {
  TOAST_DEFAULT_DURATION_S,
  TOAST_TICK_MS,
  type ToastApi,
  type ToastOptions,
  type ToastType,
} from '@platform/contract';

/** A toast on screen (docs/product.md#the-shell): what the caller asked for plus its countdown state. */
export interface ToastRecord {
  key: string;
  type: ToastType;
  message: string;
  description?: string;
  /** Seconds; 0 = stays until closed. */
  duration: number;
  showProgress: boolean;
  closeIcon: boolean;
  /** Percent left, from 100 down to 0. */
  progress: number;
  /** While set (hover or focus) the countdown stands still. */
  paused: boolean;
}

export interface ToastStore extends ToastApi {
  pause(key: string): void;
  resume(key: string): void;
  subscribe(listener: () => void): () => void;
  /** The toasts on screen, oldest first; a new array after every change. */
  getSnapshot(): readonly ToastRecord[];
  /** Stops every timer (the provider unmounts). */
  dispose(): void;
}

export interface ToastStoreOptions {
  now?: () => number;
}

/**
 * The toast state and timers, outside React so a remote's call and the countdown do not depend
 * on rendering. Each toast with a positive duration ticks every 50 ms; its progress falls from
 * 100 and at 0 it is removed. A paused toast does not tick.
 */
export function createToastStore({ now = Date.now }: ToastStoreOptions = {}): ToastStore {
  let toasts: readonly ToastRecord[] = [];
  const timers = new Map<string, ReturnType<typeof setInterval>>();
  const elapsed = new Map<string, number>();
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const stopTimer = (key: string) => {
    const timer = timers.get(key);
    if (timer !== undefined) clearInterval(timer);
    timers.delete(key);
    elapsed.delete(key);
  };
  const update = (key: string, change: (toast: ToastRecord) => ToastRecord) => {
    toasts = toasts.map((toast) => (toast.key === key ? change(toast) : toast));
    emit();
  };
  const remove = (key: string) => {
    stopTimer(key);
    if (!toasts.some((toast) => toast.key === key)) return;
    toasts = toasts.filter((toast) => toast.key !== key);
    emit();
  };
  const tick = (key: string, durationMs: number) => {
    const toast = toasts.find((candidate) => candidate.key === key);
    if (!toast || toast.paused) return;
    // Counting elapsed ticks (not subtracting a float step) ends exactly after duration / 50 ticks.
    const spent = (elapsed.get(key) ?? 0) + TOAST_TICK_MS;
    elapsed.set(key, spent);
    if (spent >= durationMs) {
      remove(key);
      return;
    }
    update(key, (current) => ({ ...current, progress: 100 * (1 - spent / durationMs) }));
  };
  // The default key is the creation time (docs/product.md#the-shell); two toasts in one millisecond get the next free one.
  const defaultKey = () => {
    let stamp = now();
    while (toasts.some((toast) => toast.key === String(stamp))) stamp += 1;
    return String(stamp);
  };

  return {
    show(options: ToastOptions): string {
      const key = options.key ?? defaultKey();
      const duration = options.duration ?? TOAST_DEFAULT_DURATION_S;
      stopTimer(key);
      const record: ToastRecord = {
        key,
        type: options.type,
        message: options.message,
        description: options.description,
        duration,
        showProgress: options.showProgress ?? true,
        closeIcon: options.closeIcon ?? true,
        progress: 100,
        paused: false,
      };
      const replaced = toasts.some((toast) => toast.key === key);
      toasts = replaced ? toasts.map((toast) => (toast.key === key ? record : toast)) : [...toasts, record];
      if (duration > 0) {
        const durationMs = duration * 1000;
        timers.set(
          key,
          setInterval(() => tick(key, durationMs), TOAST_TICK_MS),
        );
      }
      emit();
      return key;
    },
    close: remove,
    pause(key) {
      if (toasts.some((toast) => toast.key === key && !toast.paused)) update(key, (toast) => ({ ...toast, paused: true }));
    },
    resume(key) {
      if (toasts.some((toast) => toast.key === key && toast.paused)) update(key, (toast) => ({ ...toast, paused: false }));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
    dispose() {
      for (const key of [...timers.keys()]) stopTimer(key);
    },
  };
}
