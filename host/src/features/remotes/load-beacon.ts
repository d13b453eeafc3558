import { PLATFORM_ROUTES, type RemoteLoadOutcome, type RemoteName, remoteAppOf } from '@platform/contract';
import { API_BASE } from '../../config/constants';

/** Release health's beacon (docs/deploy-and-rollback.md, "Release health"). */
const BEACON_URL = `${API_BASE}${PLATFORM_ROUTES.remoteLoads.path}`;
/** Loads a page counts at most (one beacon's worth, the API's cap): a retry loop must not flood the counts. */
const PAGE_CAP = 50;

let queue: Array<{ remote: string; version: string; outcome: RemoteLoadOutcome }> = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let counted = 0;

/** Sends what is queued with `navigator.sendBeacon` (it outlives the page); nothing waits for it. */
export function flushLoadBeacons(): void {
  clearTimeout(timer);
  timer = undefined;
  if (queue.length > 0) navigator.sendBeacon?.(BEACON_URL, new Blob([JSON.stringify({ loads: queue.splice(0) })], { type: 'application/json' }));
}

/**
 * Counts one load of `remote` at `version` and how it ended; sent a second later with whatever
 * else the page counted meanwhile, or as the page is hidden. Never blocks rendering.
 */
export function beaconLoad(remote: RemoteName, version: string | undefined, outcome: RemoteLoadOutcome): void {
  if (version === undefined || counted >= PAGE_CAP) return;
  counted += 1;
  if (counted === 1) addEventListener('pagehide', flushLoadBeacons);
  queue.push({ remote: remoteAppOf(remote), version, outcome });
  timer ??= setTimeout(flushLoadBeacons, 1000);
}

/** What is queued and not sent yet (tests). */
export function pendingLoadBeacons(): ReadonlyArray<{ remote: string; version: string; outcome: RemoteLoadOutcome }> {
  return queue;
}

/** Forgets what is queued and counted (tests). */
export function resetLoadBeacons(): void {
  clearTimeout(timer);
  timer = undefined;
  queue = [];
  counted = 0;
}
