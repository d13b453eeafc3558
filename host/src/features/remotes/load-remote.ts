import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  containerNameOf,
  type ErrorReporter,
  type Locale,
  type RemoteName,
  type RemotesManifest,
  SUPPORTED_CONTRACT_VERSIONS,
  type SupportedRemoteAppModule,
} from '@platform/contract';
import { type Candidate, candidatesOf, type LastGoodStorage, readLastGood, rememberLastGood } from './candidates';
import { beaconLoad } from './load-beacon';
import { preloadAssets, preloadsForLocale } from './preload-assets';

/** A module a remote exposes: its app parcel or one of its dashboard widgets. */
export type RemoteModule = './app' | `./widgets/${string}`;

/** The two calls of the Module Federation runtime the loader makes (a stub in unit tests). */
export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string; entryGlobalName: string }>, options?: { force?: boolean }): void;
  loadRemote(id: string): Promise<unknown>;
}

const MODULE_FEDERATION_RUNTIME: FederationRuntime = {
  registerRemotes: (remotes, options) => registerRemotes(remotes, options),
  loadRemote: (id) => loadRemote(id),
};

/** How long one version may take to load before the next one is tried. */
const REMOTE_LOAD_TIMEOUT_MS = 8_000;
/** How long a failed prefetch answers the area that asks next, instead of a new attempt. */
const PREFETCH_FAILURE_KEPT_MS = 10_000;
/** Earlier versions tried at most after the current one failed. */
const MAX_FALLBACK_VERSIONS = 2;

export interface RemoteLoaderOptions {
  reportError: ErrorReporter;
  runtime?: FederationRuntime;
  timeoutMs?: number;
  maxFallbacks?: number;
  /** Where the last version that loaded well is kept (localStorage by default). */
  storage?: LastGoodStorage;
  /** Asks the browser to check an entry's bytes against its integrity hash (see `integrity-plugin`). */
  expectIntegrity?: (entry: string, integrity: string) => void;
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

function defaultStorage(): LastGoodStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** `promise`, or a rejection once `ms` have passed (the late result is ignored). */
function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Loads remotes through the Module Federation runtime from the deployment manifest.
 *
 * The current version of a remote is tried first; if it fails to load (server down, entry
 * missing or slow, broken chunk, unsupported contract, origin not allowed) the loader falls back
 * to the last version that loaded well in this browser, then to earlier versions, newest first,
 * at most `maxFallbacks` of them, and reports the fallback once. Only when no version loads does
 * the caller see a {@link RemoteLoadError} (the area reports that one).
 */
export class RemoteLoader {
  private readonly registered = new Map<RemoteName, string>();
  private readonly loaded = new Map<RemoteName, string>();
  private readonly pending = new Map<string, Promise<SupportedRemoteAppModule>>();
  private readonly failedPrefetches = new Map<string, number>();
  private readonly runtime: FederationRuntime;
  private readonly storage: LastGoodStorage | undefined;

  constructor(
    private readonly manifest: RemotesManifest,
    private readonly options: RemoteLoaderOptions,
  ) {
    this.runtime = options.runtime ?? MODULE_FEDERATION_RUNTIME;
    this.storage = options.storage ?? defaultStorage();
  }

  /** Versions that actually run in this page, for the build-version poller. */
  loadedVersions(): Partial<Record<RemoteName, string>> {
    return Object.fromEntries(this.loaded);
  }

  /**
   * Loads one exposed module (once per page; a failed load is tried again on the next call).
   * `locale`, the page's, picks which of the module's locale chunks to preload.
   *
   * A `prefetch` (the address being opened, a hovered link) that fails keeps its failure for the
   * area that asks next: however the two are timed, one page load walks the versions once, not
   * twice. The area's own failure is forgotten, so its retry button tries again.
   */
  load(remote: RemoteName, module: RemoteModule, locale?: Locale, { prefetch = false }: { prefetch?: boolean } = {}): Promise<SupportedRemoteAppModule> {
    const key = `${remote}/${module}`;
    const failedAt = this.failedPrefetches.get(key);
    if (failedAt !== undefined && Date.now() - failedAt > PREFETCH_FAILURE_KEPT_MS) {
      // Too old to be this page load's: a link hovered a while ago. Try afresh.
      this.pending.delete(key);
      this.failedPrefetches.delete(key);
    }
    let promise = this.pending.get(key);
    if (!promise) {
      const started = this.loadWithFallback(remote, module, locale);
      promise = started;
      this.pending.set(key, started);
      if (prefetch) {
        started.catch(() => {
          if (this.pending.get(key) === started) this.failedPrefetches.set(key, Date.now());
        });
      }
    }
    if (!prefetch) {
      this.failedPrefetches.delete(key);
      const taken = promise;
      taken.catch(() => {
        if (this.pending.get(key) === taken) this.pending.delete(key);
      });
    }
    return promise;
  }

  private candidates(remote: RemoteName): Candidate[] {
    const entry = this.manifest.remotes[remote];
    if (!entry) return [];
    const all = candidatesOf(entry, readLastGood(this.storage, remote), this.options.maxFallbacks ?? MAX_FALLBACK_VERSIONS);
    const loadedVersion = this.loaded.get(remote);
    // Once a version runs in the page its container owns the remote's name: stick to it.
    const same = loadedVersion === undefined ? undefined : all.find((candidate) => candidate.version === loadedVersion);
    return same ? [same] : all;
  }

  private async loadWithFallback(remote: RemoteName, module: RemoteModule, locale?: Locale): Promise<SupportedRemoteAppModule> {
    const failures: Array<{ version: string; reason: string }> = [];
    for (const candidate of this.candidates(remote)) {
      try {
        const loaded = await this.loadVersion(remote, module, candidate, locale);
        if (failures.length > 0) {
          beaconLoad(remote, candidate.version, 'fallback');
          const served = candidate.role === 'last-known-good' ? `the last-known-good version ${candidate.version}` : `the earlier release ${candidate.version}`;
          this.options.reportError(
            new Error(`remote ${remote}${module.slice(1)}: fell back to ${served}`),
            failures.map((f) => `${f.version}: ${f.reason}`).join('; '),
          );
        }
        return loaded;
      } catch (error) {
        const reason = reasonOf(error);
        beaconLoad(remote, candidate.version, /chunk/i.test(reason) ? 'chunk-failed' : 'entry-failed');
        failures.push({ version: candidate.version, reason });
      }
    }
    throw new RemoteLoadError(remote, failures);
  }

  private checkOrigin(entry: string): void {
    const allowed = this.manifest.allowedOrigins;
    if (allowed === undefined) return;
    let origin: string;
    try {
      origin = new URL(entry).origin;
    } catch {
      throw new Error(`entry ${entry} is not an absolute URL`);
    }
    if (!allowed.includes(origin)) {
      throw new Error(`entry origin ${origin} is not an allowed remote origin (${allowed.join(', ') || 'none'})`);
    }
  }

  private async loadVersion(remote: RemoteName, module: RemoteModule, candidate: Candidate, locale?: Locale): Promise<SupportedRemoteAppModule> {
    this.checkOrigin(candidate.entry);
    if (this.registered.get(remote) !== candidate.entry) {
      if (candidate.integrity) this.options.expectIntegrity?.(candidate.entry, candidate.integrity);
      this.runtime.registerRemotes([{ name: remote, entry: candidate.entry, entryGlobalName: containerNameOf(remote) }], { force: this.registered.has(remote) });
      this.registered.set(remote, candidate.entry);
    }
    preloadAssets(preloadsForLocale(candidate.preload?.[module] ?? [], locale));
    const exposed = await withTimeout(
      this.runtime.loadRemote(`${remote}/${module.slice(2)}`),
      this.options.timeoutMs ?? REMOTE_LOAD_TIMEOUT_MS,
      `${candidate.entry} (${module})`,
    );
    if (!isRemoteAppModule(exposed)) {
      throw new Error(`${module} does not export parcel lifecycles with a contractVersion`);
    }
    if (!SUPPORTED_CONTRACT_VERSIONS.includes(exposed.contractVersion)) {
      throw new Error(
        `contract version ${exposed.contractVersion} is not supported (host supports ${SUPPORTED_CONTRACT_VERSIONS.join(', ')})`,
      );
    }
    this.loaded.set(remote, candidate.version);
    rememberLastGood(this.storage, remote, candidate.version);
    return exposed;
  }
}
