import type { RemoteRoutes } from './routes';

/**
 * A remote's federation container name (`search`, `reports`): lower-case letters, digits and
 * hyphens, 2–31 characters, starting with a letter; `host` is the host's own. The platform keeps no list of them: the set of
 * remotes is whatever the release store holds (and `/remotes.json` names), so a new team's area
 * joins the site with its first release, with no change to the host, this package or the servers.
 */
export const REMOTE_NAME_PATTERN = /^(?!host$)[a-z][a-z0-9-]{1,30}$/;
export type RemoteName = string;

/** A remote's app folder (workspace and release folder): `remote-<name>`. */
export type RemoteAppName = `remote-${string}`;
/** Every deployable frontend app: the host and any remote. */
export type AppName = 'host' | RemoteAppName;

/** True for a valid remote name (see {@link REMOTE_NAME_PATTERN}). */
export function isRemoteName(value: string): value is RemoteName {
  return REMOTE_NAME_PATTERN.test(value);
}

/**
 * The global a remote's `remoteEntry.js` defines: its federation container name, which allows no
 * hyphen, so `demo-area` builds the container `demo_area` (the kit's rule); a one-word name is itself.
 */
export function containerNameOf(name: RemoteName): string {
  return name.replace(/-/g, '_');
}

/** The app folder that builds a remote: `search` → `remote-search`. */
export function remoteAppOf(name: RemoteName): RemoteAppName {
  return `remote-${name}`;
}

/** The remote name of an app folder (`remote-search` → `search`); undefined for the host or anything else. */
export function remoteNameOfApp(app: string): RemoteName | undefined {
  const name = app.startsWith('remote-') ? app.slice('remote-'.length) : '';
  return isRemoteName(name) ? name : undefined;
}

/** Narrows a string (a command-line argument, a folder name) to an app name. */
export function isAppName(value: string): value is AppName {
  return value === 'host' || remoteNameOfApp(value) !== undefined;
}

/**
 * Where a remote's released versions are served on the host's origin: `/remotes/<name>/<version>/…`
 * (one path per remote on the shared origin, so a new remote needs no origin, port or server of its own).
 */
export const REMOTES_PATH = '/remotes';

/**
 * Who owns a remote, recorded by its first release (the team and how to reach it), so an alert
 * or a route conflict names people and not only a folder.
 */
export interface RemoteOwner {
  team: string;
  contact: string;
}

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
  /**
   * A preview release's label (`npm run release -- <remote> --preview <label>`): never current,
   * never a fallback, pruned by age. Absent for ordinary releases.
   */
  preview?: string;
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
  /**
   * A canary under way: `percent` of visitors get `canary`, the rest the version above (the
   * stable one). The host picks once per page, before it loads anything, by a stable hash of the
   * visitor, the remote and both versions. Absent when no rollout runs; a host that does not know
   * the field serves the stable version.
   */
  rollout?: ManifestRollout;
}

/** A canary release of a remote as `/remotes.json` carries it. */
export interface ManifestRollout {
  /** The share of visitors served the canary, 0–100. */
  percent: number;
  canary: { version: string; entry: string; integrity?: string; preload?: ExposePreload; routes?: RemoteRoutes };
}

/** The deployment manifest served by the host origin at `/remotes.json`. */
export interface RemotesManifest {
  schemaVersion: 1;
  host: { version: string };
  /**
   * Origins besides the host's own that remote entries may come from (a CDN serving `/remotes/`, the
   * same list as the host page's Content-Security-Policy). The host refuses any entry elsewhere.
   */
  allowedOrigins?: string[];
  /** Every released remote, by name; a remote that was never released (or was retired) is absent. */
  remotes: Partial<Record<RemoteName, ManifestRemote>>;
}

/** `/version.json` on the host origin. */
export interface HostVersion {
  version: string;
}

/**
 * Where the host origin serves {@link ReleasedVersions}: read by the shell only when a platform
 * operator asks for an override, never on a normal page load.
 */
export const RELEASED_VERSIONS_PATH = '/releases.json';

/** One released version of a remote as `/releases.json` lists it: what a browser needs to load it instead of the current one. */
export interface ReleasedVersion {
  version: string;
  releasedAt: string;
  entry: string;
  /** The entry's subresource-integrity hash, checked by the browser as for the current version. */
  integrity?: string;
  preload?: ExposePreload;
  routes?: RemoteRoutes;
  /** A preview release's label (`pr-123`). */
  preview?: string;
  /** The share of visitors it serves while it is a running canary. */
  canaryPercent?: number;
}

/**
 * `/releases.json`: every released version of every remote that is not withdrawn (rolled back
 * from, or an aborted canary), previews and a running canary included, newest first, with the
 * version each remote serves now. Platform operators load any of them in their own browser (overrides).
 */
export interface ReleasedVersions {
  schemaVersion: 1;
  remotes: Partial<Record<RemoteName, { current: string; versions: ReleasedVersion[] }>>;
}
