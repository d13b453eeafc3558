import { useSyncExternalStore } from 'react';
import type { Session } from '@platform/contract';
import type { SessionStore } from './session-store';

/** The current session (`null` while signed out or still loading). */
export function useSession(store: SessionStore): Session | null {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return state.status === 'ready' ? state.session : null;
}
