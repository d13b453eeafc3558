import { REMOTES_MANIFEST_URL, VERSION_CHECK_INTERVAL_MS, VERSION_URL } from '../../config/constants';

/** Current version of each remote, by name, as `/remotes.json` lists them. */
export type RemoteVersions = Readonly<Record<string, string>>;

export interface VersionPoller {
  start(): void;
  stop(): void;
  /** One check now; resolves to whether a newer build is known (also after earlier checks). */
  check(): Promise<boolean>;
  /** True once a newer host build or remote version was released: the next navigation reloads. */
  isUpdateAvailable(): boolean;
}

export interface VersionPollerOptions {
  /** The build id baked into this bundle (`process.env.BUILD_ID`); null: host changes are not detected. */
  buildId: string | null;
  /** Versions of the remotes this page started with. */
  startupRemoteVersions: RemoteVersions;
  fetchImpl?: typeof fetch;
  intervalMs?: number;
  onUpdateAvailable?: () => void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function fetchJson(fetchImpl: typeof fetch, url: string): Promise<unknown> {
  // no-cache: revalidate with the server every time, or an hourly check could read a stale copy.
  const response = await fetchImpl(url, { cache: 'no-cache', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** A canary under way as part of a remote's version: `<canary>@<percent>`, or '' when none runs. */
function rolloutOf(entry: Record<string, unknown>): string {
  const rollout = entry.rollout;
  if (!isRecord(rollout) || !isRecord(rollout.canary)) return '';
  return ` canary ${String(rollout.canary.version)}@${String(rollout.percent)}`;
}

/**
 * Reads `{ remotes: { name: { version, rollout? } } }` from a manifest; anything unreadable is left
 * out. A canary's version and share count as part of the version, so a tab moves along when a
 * rollout starts, widens, is promoted or aborted.
 */
export function remoteVersionsOf(manifest: unknown): RemoteVersions {
  if (!isRecord(manifest) || !isRecord(manifest.remotes)) return {};
  const versions: Record<string, string> = {};
  for (const [name, entry] of Object.entries(manifest.remotes)) {
    if (isRecord(entry) && typeof entry.version === 'string') versions[name] = `${entry.version}${rolloutOf(entry)}`;
  }
  return versions;
}

function sameVersions(a: RemoteVersions, b: RemoteVersions): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].every((name) => a[name] === b[name]);
}

/**
 * Asks the host origin every hour (docs/product.md#the-shell) whether a newer build of the host or of any
 * remote was released. An open tab then turns its next navigation into a full page load, so a
 * deploy or a rollback reaches it without interrupting what the user is doing now.
 */
export function createVersionPoller({
  buildId,
  startupRemoteVersions,
  fetchImpl = (input, init) => fetch(input, init),
  intervalMs = VERSION_CHECK_INTERVAL_MS,
  onUpdateAvailable,
}: VersionPollerOptions): VersionPoller {
  let timer: ReturnType<typeof setInterval> | null = null;
  let updateAvailable = false;

  const hostChanged = async (): Promise<boolean> => {
    if (buildId === null) return false;
    const published = await fetchJson(fetchImpl, VERSION_URL);
    return isRecord(published) && typeof published.version === 'string' && published.version !== buildId;
  };
  const remotesChanged = async (): Promise<boolean> =>
    !sameVersions(startupRemoteVersions, remoteVersionsOf(await fetchJson(fetchImpl, REMOTES_MANIFEST_URL)));

  const poller: VersionPoller = {
    start() {
      if (timer !== null) return;
      timer = setInterval(() => void poller.check(), intervalMs);
    },
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
    async check() {
      if (updateAvailable) return true;
      // A failed request (offline, deploy in progress) is not news: the next check tries again.
      const [host, remotes] = await Promise.all([hostChanged().catch(() => false), remotesChanged().catch(() => false)]);
      if (host || remotes) {
        updateAvailable = true;
        poller.stop();
        onUpdateAvailable?.();
      }
      return updateAvailable;
    },
    isUpdateAvailable: () => updateAvailable,
  };
  return poller;
}
