import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ToastApi } from '@platform/contract';
import { ToastRegion, ToastView } from '@platform/shared';
import type { ToastStore } from './toast-store';

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  store: ToastStore;
  children: ReactNode;
}

/**
 * Renders the toasts of a store in one live region and offers its {@link ToastApi} to the host's
 * components. Remotes get the same store through their mount props.
 */
export function ToastProvider({ store, children }: ToastProviderProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const api = useMemo<ToastApi>(() => ({ show: store.show, close: store.close }), [store]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion>
        {toasts.map((toast) => (
          <ToastView
            key={toast.key}
            type={toast.type}
            message={toast.message}
            description={toast.description}
            closeIcon={toast.closeIcon}
            showProgress={toast.showProgress && toast.duration > 0}
            progress={toast.progress}
            onClose={() => store.close(toast.key)}
            onPauseChange={(paused) => (paused ? store.pause(toast.key) : store.resume(toast.key))}
          />
        ))}
      </ToastRegion>
    </ToastContext.Provider>
  );
}

/** The toast service: `show({ type, message, ... })` returns the toast's key. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
