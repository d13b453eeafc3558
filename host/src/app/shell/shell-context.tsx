import { createContext, useContext } from 'react';
import type { Locale, Session } from '@platform/contract';

/** What the layouts and the header need to know about the page shown now. */
export interface ShellState {
  locale: Locale;
  /** The current address (path, query, hash). */
  href: string;
  /** The current page in each locale, for the language switcher. */
  alternates: Record<Locale, string>;
  session: Session | null;
  /** Signs out and re-checks the current page's guards. */
  signOut: () => Promise<void>;
}

const ShellContext = createContext<ShellState | null>(null);

export const ShellStateProvider = ShellContext.Provider;

export function useShellState(): ShellState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShellState must be used inside the shell route');
  return state;
}
