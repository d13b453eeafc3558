import { RELOAD_GUARD_WINDOW_MS } from '../../config/constants';

/** sessionStorage key: a JSON map of path → time of the last guarded reload. */
export const RELOAD_GUARD_STORAGE_KEY = 'host:reload-guard';

export interface ReloadGuard {
  /**
   * Says whether `path` may be reloaded now and, if so, records the reload. A path already
   * reloaded within the window may not: the failure is then shown instead of looping.
   */
  tryReload(path: string): boolean;
}

export interface ReloadGuardOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
  windowMs?: number;
}

function readStamps(storage: Pick<Storage, 'getItem'>): Record<string, number> {
  const parsed: unknown = JSON.parse(storage.getItem(RELOAD_GUARD_STORAGE_KEY) ?? '{}');
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}

/**
 * At most one reload per path per 10 s (docs/product.md#the-shell), remembered in sessionStorage so the
 * limit survives the reload itself and stays per tab.
 */
export function createReloadGuard({
  storage = window.sessionStorage,
  now = Date.now,
  windowMs = RELOAD_GUARD_WINDOW_MS,
}: ReloadGuardOptions = {}): ReloadGuard {
  return {
    tryReload(path) {
      try {
        const stamps = readStamps(storage);
        const time = now();
        const last = stamps[path];
        if (last !== undefined && time - last < windowMs) return false;
        // Old stamps are dropped so the map stays small over a long session.
        const fresh = Object.fromEntries(Object.entries(stamps).filter(([, stamp]) => time - stamp < windowMs));
        storage.setItem(RELOAD_GUARD_STORAGE_KEY, JSON.stringify({ ...fresh, [path]: time }));
        return true;
      } catch {
        // Without storage a reload could loop forever; showing the error is the safe side.
        return false;
      }
    },
  };
}
