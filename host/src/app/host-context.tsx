import { createContext, useContext } from 'react';
import type { Host } from './host-interface';

const HostContext = createContext<Host | null>(null);

export const HostProvider = HostContext.Provider;

/** The host's services (API, toasts, session, i18n…) for the shell's own components. */
export function useHost(): Host {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost must be used inside <HostProvider>');
  return host;
}
