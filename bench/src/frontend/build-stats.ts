import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type AppName, isRemoteName, remoteAppOf, REMOTES_PATH } from '@platform/contract';

/** One asset of `dist/stats.json` (written by `tooling/src/build/build-app.ts`). */
const assetSchema = z.object({
  file: z.string(),
  bytes: z.number(),
  gzipBytes: z.number(),
  chunks: z.array(z.string()),
  /** Absent in stats written before it was recorded. */
  chunkIds: z.array(z.string()).default([]),
  initial: z.boolean(),
  kind: z.enum(['library', 'app']),
});
const statsSchema = z.object({ app: z.string(), buildId: z.string(), assets: z.array(assetSchema) });

export type StatsAsset = z.infer<typeof assetSchema>;
export type BuildStats = z.infer<typeof statsSchema>;

/** Reads and checks a build's `stats.json`. */
function readBuildStats(folder: string): BuildStats {
  const file = path.join(folder, 'stats.json');
  const parsed = statsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: not a build stats file (${parsed.error.issues[0]?.message ?? 'invalid'})`);
  return parsed.data;
}

const deploymentSchema = z.record(z.string(), z.object({ current: z.string() }));

/** The app folder of a script owner: `host` → `host`, a remote's name → its app (`search` → `remote-search`). */
function appOfOwner(owner: string): AppName {
  if (owner === 'host') return 'host';
  if (!isRemoteName(owner)) throw new Error(`"${owner}" is neither the host nor a remote`);
  return remoteAppOf(owner);
}

/** Who served a script, and what the build stats of that app say it is. */
export interface ScriptOwner {
  /** `host`, a remote's name (`search`, `cv`…), or `monolith`. */
  owner: string;
  /** The file name inside the build, e.g. `main.js`, `470.1a2b3c4d.js`. */
  file: string;
  /** `library`: only third-party code (a shared library); `app`: the app's own code. */
  kind: 'library' | 'app';
  asset: StatsAsset;
  /** Folder of the release (or build) that served it: its source maps sit beside the files. */
  folder: string;
}

/**
 * Maps script URLs of a page to the app that served them and to that app's build stats, reading
 * the release folders a platform serves (`releases/<app>/<version>/stats.json`).
 *
 * Host files are served at `<host origin>/<file>` from the current host release; a remote's at
 * `<host origin>/remotes/<name>/<version>/<file>` (tooling/src/releases/remotes-manifest.ts).
 */
export class ReleasedScripts {
  private readonly stats = new Map<string, BuildStats>();
  private readonly hostVersion: string;

  constructor(
    private readonly releasesDir: string,
    private readonly hostOrigin: string,
    private readonly appOf: (owner: string) => AppName = appOfOwner,
  ) {
    const deployment = deploymentSchema.parse(JSON.parse(readFileSync(path.join(releasesDir, 'manifest.json'), 'utf8')));
    const host = deployment.host?.current;
    if (!host) throw new Error(`${releasesDir}: the host is not released`);
    this.hostVersion = host;
  }

  private statsOf(app: AppName, version: string): { stats: BuildStats; folder: string } {
    const folder = path.join(this.releasesDir, app, version);
    let stats = this.stats.get(folder);
    if (!stats) {
      stats = readBuildStats(folder);
      this.stats.set(folder, stats);
    }
    return { stats, folder };
  }

  /** The owner of a script URL; undefined for a URL no platform origin served (or no stats know). */
  lookUp(url: string): ScriptOwner | undefined {
    const parsed = new URL(url);
    const segments = parsed.pathname.split('/').filter((segment) => segment !== '');
    let owner: string | undefined;
    let version: string | undefined;
    if (parsed.origin !== this.hostOrigin) return undefined;
    if (segments.length === 1) {
      owner = 'host';
      version = this.hostVersion;
    } else if (`/${segments[0]}` === REMOTES_PATH && segments.length === 4) {
      owner = segments[1];
      version = segments[2];
    }
    const file = segments.at(-1);
    if (!owner || !version || !file) return undefined;
    const { stats, folder } = this.statsOf(this.appOf(owner), version);
    const asset = stats.assets.find((candidate) => candidate.file === file);
    return asset && { owner, file, kind: asset.kind, asset, folder };
  }
}

/** The monolith: one origin, one build (`dist-monolith/stats.json`). */
export class MonolithScripts {
  private readonly stats: BuildStats;

  constructor(
    private readonly folder: string,
    private readonly origin: string,
  ) {
    this.stats = readBuildStats(folder);
  }

  lookUp(url: string): ScriptOwner | undefined {
    const parsed = new URL(url);
    if (parsed.origin !== this.origin) return undefined;
    const file = parsed.pathname.split('/').at(-1) ?? '';
    const asset = this.stats.assets.find((candidate) => candidate.file === file);
    return asset && { owner: 'monolith', file, kind: asset.kind, asset, folder: this.folder };
  }
}

/** Anything that tells who served a script. */
export interface ScriptLookup {
  lookUp(url: string): ScriptOwner | undefined;
}
