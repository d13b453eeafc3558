import type { ManifestRemote, RemotesManifest, SupportedRemoteAppModule } from '@platform/contract';
import { type FederationRuntime, RemoteLoader, RemoteLoadError } from './load-remote';

const SEARCH = 'https://search.test';

const lifecycle = () => Promise.resolve();

function parcel(): SupportedRemoteAppModule {
  return { contractVersion: 2, bootstrap: lifecycle, mount: lifecycle, unmount: lifecycle };
}

/** A module from a remote built against a contract this host does not know. */
function unsupportedParcel(contractVersion: number): unknown {
  return { contractVersion, bootstrap: lifecycle, mount: lifecycle, unmount: lifecycle };
}

const entryOf = (version: string, origin = SEARCH) => `${origin}/${version}/remoteEntry.js`;

function searchRemote(current: string, earlier: string[], extra: Partial<ManifestRemote> = {}): ManifestRemote {
  return {
    app: 'remote-search',
    version: current,
    entry: entryOf(current),
    history: earlier.map((version) => ({ version, entry: entryOf(version), releasedAt: '2026-11-20T10:00:00.000Z' })),
    ...extra,
  };
}

function manifestWith(search: ManifestRemote, allowedOrigins: string[] | undefined = [SEARCH]): RemotesManifest {
  return { schemaVersion: 1, host: { version: 'h1' }, ...(allowedOrigins ? { allowedOrigins } : {}), remotes: { search } };
}

/**
 * A federation runtime that "serves" entries from a table: each entry URL either yields a module,
 * fails with a reason, or never answers. It records what the loader registered and loaded.
 */
class StubRuntime implements FederationRuntime {
  readonly registrations: Array<{ entry: string; force: boolean }> = [];
  readonly globals: string[] = [];
  readonly loads: string[] = [];
  private current = '';

  constructor(private readonly behaviour: Record<string, SupportedRemoteAppModule | unknown | Error | 'hang'>) {}

  registerRemotes(remotes: Array<{ name: string; entry: string; entryGlobalName: string }>, options?: { force?: boolean }): void {
    for (const remote of remotes) {
      this.globals.push(`${remote.name} ${remote.entryGlobalName}`);
      this.current = remote.entry;
      this.registrations.push({ entry: remote.entry, force: options?.force ?? false });
    }
  }

  loadRemote(id: string): Promise<unknown> {
    this.loads.push(`${this.current} ${id}`);
    const outcome = this.behaviour[this.current];
    if (outcome === 'hang') return new Promise(() => undefined);
    if (outcome instanceof Error) return Promise.reject(outcome);
    if (outcome === undefined) return Promise.reject(new Error(`[ Federation Runtime ]: RUNTIME-008 ${this.current}`));
    return Promise.resolve(outcome);
  }
}

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

function setUp(manifest: RemotesManifest, runtime: StubRuntime, options: { timeoutMs?: number; maxFallbacks?: number; storage?: MemoryStorage } = {}) {
  const reports: Array<{ error: unknown; context: string | undefined }> = [];
  const integrity: Array<[string, string]> = [];
  const loader = new RemoteLoader(manifest, {
    reportError: (error, context) => reports.push({ error, context }),
    runtime,
    storage: options.storage ?? new MemoryStorage(),
    timeoutMs: options.timeoutMs ?? 1_000,
    ...(options.maxFallbacks === undefined ? {} : { maxFallbacks: options.maxFallbacks }),
    expectIntegrity: (entry, hash) => integrity.push([entry, hash]),
  });
  return { loader, reports, integrity };
}

const reportText = (reports: Array<{ error: unknown; context: string | undefined }>) =>
  reports.map(({ error, context }) => `${error instanceof Error ? error.message : String(error)} | ${context ?? ''}`);

describe('RemoteLoader', () => {
  it('registers a hyphenated remote with the container global its build defines (demo-area → demo_area)', async () => {
    const app = parcel();
    const runtime = new StubRuntime({ [entryOf('d1')]: app });
    const manifest: RemotesManifest = { schemaVersion: 1, host: { version: 'h1' }, allowedOrigins: [SEARCH], remotes: { 'demo-area': { ...searchRemote('d1', []), app: 'remote-demo-area' } } };
    const { loader } = setUp(manifest, runtime);

    await expect(loader.load('demo-area', './app')).resolves.toBe(app);
    expect(runtime.globals).toEqual(['demo-area demo_area']);
  });

  it('loads the current version and reports nothing when it works', async () => {
    const app = parcel();
    const runtime = new StubRuntime({ [entryOf('v3')]: app });
    const { loader, reports } = setUp(manifestWith(searchRemote('v3', ['v2'])), runtime);

    await expect(loader.load('search', './app')).resolves.toBe(app);
    expect(runtime.registrations).toEqual([{ entry: entryOf('v3'), force: false }]);
    expect(runtime.loads).toEqual([`${entryOf('v3')} search/app`]);
    expect(loader.loadedVersions()).toEqual({ search: 'v3' });
    expect(reports).toEqual([]);
  });

  it('falls back to the previous release when the current entry fails, and reports the fallback once with the reason', async () => {
    const app = parcel();
    const runtime = new StubRuntime({ [entryOf('v2')]: app });
    const { loader, reports } = setUp(manifestWith(searchRemote('v3', ['v2', 'v1'])), runtime);

    await expect(loader.load('search', './app')).resolves.toBe(app);
    expect(runtime.registrations).toEqual([
      { entry: entryOf('v3'), force: false },
      { entry: entryOf('v2'), force: true },
    ]);
    expect(reportText(reports)).toEqual([`remote search/app: fell back to the earlier release v2 | v3: [ Federation Runtime ]: RUNTIME-008 ${entryOf('v3')}`]);
    expect(loader.loadedVersions()).toEqual({ search: 'v2' });
  });

  it('tries the last version that loaded well in this browser first, and the alert says so', async () => {
    const storage = new MemoryStorage();
    const good = parcel();
    const first = setUp(manifestWith(searchRemote('v2', ['v1'])), new StubRuntime({ [entryOf('v2')]: good }), { storage });
    await first.loader.load('search', './app');

    // A later page: v4 is current and broken, v3 (never loaded here) and v2 (known good) are earlier.
    const runtime = new StubRuntime({ [entryOf('v3')]: parcel(), [entryOf('v2')]: good });
    const { loader, reports } = setUp(manifestWith(searchRemote('v4', ['v3', 'v2', 'v1'])), runtime, { storage });

    await expect(loader.load('search', './app')).resolves.toBe(good);
    expect(runtime.registrations.map((r) => r.entry)).toEqual([entryOf('v4'), entryOf('v2')]);
    expect(reportText(reports)[0]).toMatch(/^remote search\/app: fell back to the last-known-good version v2 \| v4: /);
  });

  it('gives up on a version that does not answer within the timeout and tries the next', async () => {
    const app = parcel();
    const runtime = new StubRuntime({ [entryOf('v3')]: 'hang', [entryOf('v2')]: app });
    const { loader, reports } = setUp(manifestWith(searchRemote('v3', ['v2'])), runtime, { timeoutMs: 20 });

    await expect(loader.load('search', './app')).resolves.toBe(app);
    expect(reportText(reports)[0]).toContain(`v3: ${entryOf('v3')} (./app) did not load within 20 ms`);
  });

  it('refuses a module speaking a contract version the host does not support, and falls back', async () => {
    const app = parcel();
    const runtime = new StubRuntime({ [entryOf('v3')]: unsupportedParcel(99), [entryOf('v2')]: app });
    const { loader, reports } = setUp(manifestWith(searchRemote('v3', ['v2'])), runtime);

    await expect(loader.load('search', './app')).resolves.toBe(app);
    expect(reportText(reports)[0]).toContain('v3: contract version 99 is not supported (host supports 1, 2)');
  });

  it('refuses a module that is not a parcel', async () => {
    const runtime = new StubRuntime({ [entryOf('v1')]: { default: 'nothing' } });
    const { loader } = setUp(manifestWith(searchRemote('v1', [])), runtime);

    await expect(loader.load('search', './app')).rejects.toThrow('v1: ./app does not export parcel lifecycles with a contractVersion');
  });

  it('never requests an entry on an origin that is not allowed', async () => {
    const app = parcel();
    const runtime = new StubRuntime({ [entryOf('v2')]: app, [entryOf('v3', 'https://evil.test')]: parcel() });
    const remote = searchRemote('v3', ['v2'], { entry: entryOf('v3', 'https://evil.test') });
    const { loader, reports } = setUp(manifestWith(remote), runtime);

    await expect(loader.load('search', './app')).resolves.toBe(app);
    expect(runtime.registrations.map((r) => r.entry)).toEqual([entryOf('v2')]);
    expect(reportText(reports)[0]).toContain('v3: entry origin https://evil.test is not an allowed remote origin (https://search.test)');
  });

  it('tries at most the configured number of earlier versions, then fails with every reason', async () => {
    const runtime = new StubRuntime({});
    const { loader, reports } = setUp(manifestWith(searchRemote('v9', ['v8', 'v7', 'v6', 'v5', 'v4'])), runtime, { maxFallbacks: 2 });

    const failure = loader.load('search', './app');
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toThrow(/^Remote "search" failed to load: v9: .*; v8: .*; v7: .*$/);
    expect(runtime.registrations.map((r) => r.entry)).toEqual([entryOf('v9'), entryOf('v8'), entryOf('v7')]);
    // The area that receives the error reports it; the loader adds no report of its own.
    expect(reports).toEqual([]);
  });

  it('shares one load between callers and tries again after a failure (the area\u2019s retry)', async () => {
    const app = parcel();
    const behaviour: Record<string, SupportedRemoteAppModule | Error> = { [entryOf('v1')]: new Error('offline') };
    const runtime = new StubRuntime(behaviour);
    const { loader } = setUp(manifestWith(searchRemote('v1', [])), runtime);

    const [a, b] = [loader.load('search', './app'), loader.load('search', './app')];
    await expect(a).rejects.toThrow('offline');
    await expect(b).rejects.toThrow('offline');
    expect(runtime.loads).toHaveLength(1);

    behaviour[entryOf('v1')] = app;
    await expect(loader.load('search', './app')).resolves.toBe(app);
    expect(runtime.loads).toHaveLength(2);
  });

  it('a failed prefetch hands its failure to the area that asks next, so one page load walks the versions once', async () => {
    const behaviour: Record<string, SupportedRemoteAppModule | Error> = {};
    const runtime = new StubRuntime(behaviour);
    const { loader } = setUp(manifestWith(searchRemote('v2', ['v1'])), runtime);

    await expect(loader.load('search', './app', 'en', { prefetch: true })).rejects.toThrow(RemoteLoadError);
    await expect(loader.load('search', './app', 'en')).rejects.toThrow(RemoteLoadError);
    expect(runtime.loads).toHaveLength(2); // v2 and v1, once

    // The area's retry loads again.
    behaviour[entryOf('v2')] = parcel();
    await expect(loader.load('search', './app', 'en')).resolves.toBe(behaviour[entryOf('v2')]);
  });

  it('keeps to the version already running in the page for its other modules', async () => {
    const behaviour: Record<string, SupportedRemoteAppModule> = { [entryOf('v2')]: parcel() };
    const runtime = new StubRuntime(behaviour);
    const { loader } = setUp(manifestWith(searchRemote('v3', ['v2'])), runtime);
    await loader.load('search', './app');

    // v3 would work now, but v2's container owns the name "search" in this page.
    behaviour[entryOf('v3')] = parcel();
    const registrations = runtime.registrations.length;
    await expect(loader.load('search', './widgets/recent-searches')).resolves.toBe(behaviour[entryOf('v2')]);
    expect(runtime.registrations).toHaveLength(registrations);
    expect(runtime.loads.at(-1)).toBe(`${entryOf('v2')} search/widgets/recent-searches`);
  });

  it('asks the browser to check the entry against the recorded integrity hash', async () => {
    const runtime = new StubRuntime({ [entryOf('v1')]: parcel() });
    const { loader, integrity } = setUp(manifestWith(searchRemote('v1', [], { integrity: 'sha384-abc' })), runtime);
    await loader.load('search', './app');
    expect(integrity).toEqual([[entryOf('v1'), 'sha384-abc']]);
  });

  it('fails with a clear error for a remote missing from the manifest', async () => {
    const { loader } = setUp({ schemaVersion: 1, host: { version: 'h1' }, remotes: {} }, new StubRuntime({}));
    await expect(loader.load('cv', './app')).rejects.toThrow('Remote "cv" is not in the deployment manifest');
  });
});
