import type { Session } from '@platform/contract';

export type SessionState = { status: 'loading' } | { status: 'ready'; session: Session | null };

export interface SessionStore {
  /** The session once known; starts loading it on the first call. */
  ready(): Promise<Session | null>;
  /** After sign-in, sign-out or a 401: the new truth. */
  set(session: Session | null): void;
  /**
   * Reads the session again (a remote changed it: joined a team, spent credits) and sets it;
   * a failed read rejects and leaves the session as it was.
   */
  refresh(): Promise<Session | null>;
  getSnapshot(): SessionState;
  subscribe(listener: () => void): () => void;
}

export interface SessionStoreOptions {
  load: () => Promise<Session | null>;
  /** A failed load (API down) is reported and treated as signed out. */
  onLoadError?: (error: unknown) => void;
}

/** Who is signed in, shared by the guards, the header and every remote's mount props. */
export function createSessionStore({ load, onLoadError }: SessionStoreOptions): SessionStore {
  let state: SessionState = { status: 'loading' };
  let pending: Promise<Session | null> | null = null;
  const listeners = new Set<() => void>();

  const set = (session: Session | null) => {
    state = { status: 'ready', session };
    pending = Promise.resolve(session);
    for (const listener of listeners) listener();
  };

  return {
    ready() {
      if (!pending) {
        pending = load().then(
          (session) => {
            // A sign-in that finished while /auth/session was in flight is newer: keep it.
            if (state.status === 'loading') set(session);
            return state.status === 'ready' ? state.session : session;
          },
          (error: unknown) => {
            onLoadError?.(error);
            if (state.status === 'loading') set(null);
            return state.status === 'ready' ? state.session : null;
          },
        );
      }
      return pending;
    },
    set,
    async refresh() {
      const session = await load();
      set(session);
      return session;
    },
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
