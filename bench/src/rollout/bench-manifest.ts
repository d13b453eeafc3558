import type { ManifestRemote, RemotesManifest } from '@platform/contract';

/** More remotes than the platform has: the decision is per remote. */
export const ROLLOUT_BENCH_REMOTES = 8;

function remote(index: number): ManifestRemote {
  const base = `/remotes/area${index}`;
  return {
    app: `remote-area${index}`,
    version: '1.4.0',
    entry: `${base}/1.4.0/remoteEntry.js`,
    integrity: 'sha384-stable',
    history: Array.from({ length: 5 }, (_, back) => ({ version: `1.${3 - back}.0`, releasedAt: '2026-11-01T00:00:00Z', entry: `${base}/1.${3 - back}.0/remoteEntry.js` })),
    rollout: { percent: 30, canary: { version: '1.5.0', entry: `${base}/1.5.0/remoteEntry.js`, integrity: 'sha384-canary' } },
  };
}

/** A `/remotes.json` in which every remote runs a canary at 30 %. */
export function benchManifest(): RemotesManifest {
  return {
    schemaVersion: 1,
    host: { version: 'bench' },
    remotes: Object.fromEntries(Array.from({ length: ROLLOUT_BENCH_REMOTES }, (_, index) => [`area${index}`, remote(index)])),
  };
}

