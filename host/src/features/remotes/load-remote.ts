import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  type ErrorReporter,
  type ExposePreload,
  type Locale,
  type RemoteName,
  type RemotesManifest,
  SUPPORTED_CONTRACT_VERSIONS,
  type SupportedRemoteAppModule,
} from '@platform/shared';
import { preloadAssets, preloadsForLocale } from './preload-assets';

/** A module a remote exposes: its app parcel or one of its dashboard widgets. */
export type RemoteModule = './app' | `./widgets/${string}`;

interface Candidate {
  version: string;
  entry: string;
  /** First-load files per exposed module (the current version only; see `preloadAssets`). */
  preload?: ExposePreload;
}

/** No version of a remote could be loaded (or none speaks a contract version the host supports). */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly failures: ReadonlyArray<{ version: string; reason: string }>,
  ) {
    super(
      failures.length === 0
        ? `Remote "${remote}" is not in the deployment manifest`
        : `Remote "${remote}" failed to load: ${failures.map((f) => `${f.version}: ${f.reason}`).join('; ')}`,
    );
    this.name = 'RemoteLoadError';
  }
}

const LAST_GOOD_KEY = 'mf:last-good-versions';

function readLastGood(): Partial<Record<RemoteName, string>> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LAST_GOOD_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

function rememberLastGood(remote: RemoteName, version: string): void {
  try {
    localStorage.setItem(LAST_GOOD_KEY, JSON.stringify({ ...readLastGood(), [remote]: version }));
  } catch {
    // Storage may be full or disabled; falling back then simply tries the history in order.
  }
}

// The version is narrowed to the supported ones by the check that follows this one in `loadVersion`.
function isRemoteAppModule(value: unknown): value is SupportedRemoteAppModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    'contractVersion' in value &&
    typeof value.contractVersion === 'number' &&
    'mount' in value &&
    'unmount' in value &&
    'bootstrap' in value
  );
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Loads remotes through the Module Federation runtime from the deployment manifest.
 *
 * The current version of a remote is tried first; if it fails to load (server down, entry
 * missing, broken chunk, unsupported contract) the loader falls back to the last version that
 * loaded well in this browser, then to earlier versions, newest first, reporting every fallback.
 * Only when no version loads does the caller see a {@link RemoteLoadError}.
 */
export class RemoteLoader {
  private readonly registered = new Map<RemoteName, string>();
  private readonly loaded = new Map<RemoteName, string>();
  private readonly pending = new Map<string, Promise<SupportedRemoteAppModule>>();

  constructor(
    private readonly manifest: RemotesManifest,
    private readonly reportError: ErrorReporter,
  ) {}

  /** Versions that actually run in this page, for the build-version poller. */
  loadedVersions(): Partial<Record<RemoteName, string>> {
    return Object.fromEntries(this.loaded);
  }

  /**
   * Loads one exposed module (once per page; a failed load is tried again on the next call).
   * `locale`, the page's, picks which of the module's locale chunks to preload.
   */
  load(remote: RemoteName, module: RemoteModule, locale?: Locale): Promise<SupportedRemoteAppModule> {
    const key = `${remote}/${module}`;
    let promise = this.pending.get(key);
    if (!promise) {
      promise = this.loadWithFallback(remote, module, locale);
      // A failed load is not cached: the area's retry button tries again.
      promise.catch(() => this.pending.delete(key));
      this.pending.set(key, promise);
    }
    return promise;
  }

  private candidates(remote: RemoteName): Candidate[] {
    const entry = this.manifest.remotes[remote];
    if (!entry) return [];
    const current: Candidate = { version: entry.version, entry: entry.entry, ...(entry.preload ? { preload: entry.preload } : {}) };
    const loadedVersion = this.loaded.get(remote);
    if (loadedVersion) {
      // Once a version runs in the page its container owns the remote's name: stick to it.
      const same = [current, ...entry.history].find((c) => c.version === loadedVersion);
      return same ? [same] : [current];
    }
    const lastGood = readLastGood()[remote];
    const older = entry.history.filter((c) => c.version !== entry.version);
    older.sort((a, b) => (a.version === lastGood ? -1 : b.version === lastGood ? 1 : 0));
    return [current, ...older];
  }

  private async loadWithFallback(remote: RemoteName, module: RemoteModule, locale?: Locale): Promise<SupportedRemoteAppModule> {
    const failures: Array<{ version: string; reason: string }> = [];
    for (const candidate of this.candidates(remote)) {
      try {
        const loaded = await this.loadVersion(remote, module, candidate, locale);
        if (failures.length > 0) {
          this.reportError(
            new Error(`remote ${remote}: fell back to ${candidate.version}`),
            failures.map((f) => `${f.version}: ${f.reason}`).join('; '),
          );
        }
        return loaded;
      } catch (error) {
        failures.push({ version: candidate.version, reason: reasonOf(error) });
      }
    }
    throw new RemoteLoadError(remote, failures);
  }

  private async loadVersion(remote: RemoteName, module: RemoteModule, candidate: Candidate, locale?: Locale): Promise<SupportedRemoteAppModule> {
    if (this.registered.get(remote) !== candidate.entry) {
      registerRemotes([{ name: remote, entry: candidate.entry }], { force: this.registered.has(remote) });
      this.registered.set(remote, candidate.entry);
    }
    preloadAssets(preloadsForLocale(candidate.preload?.[module] ?? [], locale));
    const exposed: unknown = await loadRemote(`${remote}/${module.slice(2)}`);
    if (!isRemoteAppModule(exposed)) {
      throw new Error(`${module} does not export parcel lifecycles with a contractVersion`);
    }
    if (!SUPPORTED_CONTRACT_VERSIONS.includes(exposed.contractVersion)) {
      throw new Error(
        `contract version ${exposed.contractVersion} is not supported (host supports ${SUPPORTED_CONTRACT_VERSIONS.join(', ')})`,
      );
    }
    this.loaded.set(remote, candidate.version);
    rememberLastGood(remote, candidate.version);
    return exposed;
  }
}
