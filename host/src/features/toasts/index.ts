export { ToastProvider, type ToastProviderProps, useToast } from './toast-provider';
export { createToastStore, type ToastRecord, type ToastStore, type ToastStoreOptions } from './toast-store';
