export const TOAST_TYPES = ['success', 'info', 'warning', 'error'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** Default duration of a toast, in seconds (docs/product.md#the-shell). */
export const TOAST_DEFAULT_DURATION_S = 3;
/** Countdown tick of a toast, in milliseconds (docs/product.md#the-shell). */
export const TOAST_TICK_MS = 50;

/** What a caller may say about a toast (docs/product.md#the-shell). */
export interface ToastOptions {
  type: ToastType;
  message: string;
  description?: string;
  /** Seconds; `0` keeps the toast until it is closed. Defaults to {@link TOAST_DEFAULT_DURATION_S}. */
  duration?: number;
  showProgress?: boolean;
  closeIcon?: boolean;
  /** Identity of the toast; defaults to the creation timestamp. Showing a key again replaces it. */
  key?: string;
}

/** The toast service the host hands to every remote. */
export interface ToastApi {
  show(options: ToastOptions): string;
  close(key: string): void;
}
