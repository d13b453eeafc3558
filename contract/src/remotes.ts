import type { RemoteRoutes } from './routes';

/** Federation container names of the platform's remotes. */
export const REMOTE_NAMES = ['search', 'cv', 'team', 'user'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The remotes of the platform: federation container name → the app folder that builds it. */
export const REMOTES = {
  search: 'remote-search',
  cv: 'remote-cv',
  team: 'remote-team',
  user: 'remote-user',
} as const satisfies Record<RemoteName, string>;
export type AppName = 'host' | (typeof REMOTES)[RemoteName];

/**
 * A remote's messages for one locale: a chunk named `locale-<code>` (webpackChunkName in the
 * remotes' `mount.tsx`), as a file name or the end of a URL; group 1 is the locale. The release
 * records these chunks with a module's first files, and the host preloads the page locale's one.
 */
export const LOCALE_CHUNK_PATTERN = /(?:^|\/)locale-([a-z]{2})\.[0-9a-f]{8}\.js$/;

/**
 * Per exposed module (`./app`, `./widgets/…`), the files it needs at once: its own chunks and
 * styles, as the build's `mf-manifest.json` lists them (not the chunks it loads later).
 */
export type ExposePreload = Partial<Record<string, string[]>>;

/** One published version of an app (docs/product.md#releases). */
export interface ReleaseRecord {
  version: string;
  releasedAt: string;
  /** A remote's first-load files, relative to its version folder; absent for releases made before. */
  preload?: ExposePreload;
  /** A remote's route declaration (its build's `routes.json`); absent for releases made before. */
  routes?: RemoteRoutes;
  /**
   * Digest of the whole release folder (`sha256-<hex>` over every file's path and bytes), checked
   * by the release tool before a rollback points at the folder. Absent for releases made before.
   */
  integrity?: string;
  /** Subresource-integrity hash (`sha384-<base64>`) of a remote's `remoteEntry.js`, checked by the browser. */
  entryIntegrity?: string;
}

/** One remote in `/remotes.json`: where its current entry is, and what it can fall back to. */
export interface ManifestRemote {
  app: string;
  version: string;
  entry: string;
  /** The entry's subresource-integrity hash: the browser refuses an entry whose bytes differ. */
  integrity?: string;
  /**
   * The current version's first-load files per exposed module, as URLs. The host preloads them
   * beside `entry` instead of learning them from it a round trip later.
   */
  preload?: ExposePreload;
  /**
   * The current version's route declaration: the host builds its route table, header and
   * dashboard from it. A remote without one serves no page.
   */
  routes?: RemoteRoutes;
  /** Earlier versions, newest first, each with its entry URL. */
  history: Array<{ version: string; releasedAt: string; entry: string; integrity?: string }>;
}

/** The deployment manifest served by the host origin at `/remotes.json`. */
export interface RemotesManifest {
  schemaVersion: 1;
  host: { version: string };
  /**
   * The origins remote entries may come from (the deployment's configured remote origins, the
   * same list as the host page's Content-Security-Policy). The host refuses any entry elsewhere.
   */
  allowedOrigins?: string[];
  /** A remote that was never released is absent; its area shows an error. */
  remotes: Partial<Record<RemoteName, ManifestRemote>>;
}

/** `/version.json` on the host origin. */
export interface HostVersion {
  version: string;
}
