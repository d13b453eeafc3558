import type { ManifestRemote, ReleasedVersions, RemotesManifest } from '@platform/contract';
import type { OverrideMap } from './override-request';
import type { ActiveOverride } from './overrides-state';

/** An override that was asked for and not applied, and why. */
export interface RefusedOverride {
  remote: string;
  version: string;
  /** `malformed`: not `<remote>@<version>`; `unknown-remote`: nothing released under that name; `unknown-version`: no standing release of it. */
  reason: 'malformed' | 'unknown-remote' | 'unknown-version';
}

export interface AppliedOverrides {
  manifest: RemotesManifest;
  applied: ActiveOverride[];
  refused: RefusedOverride[];
}

/**
 * Replaces, for each overridden remote, the version this visitor would load (the current one, or
 * the canary their bucket picked: an override takes precedence over the rollout for that remote
 * only) by the named release of the release list: a build id, or a preview's label. Only standing
 * releases are accepted (the list leaves out withdrawn ones); the entry, its integrity, first-load
 * files and routes are the release's, and the loader checks the entry's origin and integrity as
 * for any load. The version the visitor would have had comes first among the fallbacks.
 */
export function applyOverrides(manifest: RemotesManifest, releases: ReleasedVersions, wanted: OverrideMap): AppliedOverrides {
  const remotes = { ...manifest.remotes };
  const applied: ActiveOverride[] = [];
  const refused: RefusedOverride[] = [];
  for (const [remote, asked] of Object.entries(wanted)) {
    if (asked === undefined) continue;
    const picked = remotes[remote];
    const listed = releases.remotes[remote];
    if (!picked || !listed) {
      refused.push({ remote, version: asked, reason: 'unknown-remote' });
      continue;
    }
    const release = listed.versions.find((candidate) => candidate.version === asked) ?? listed.versions.find((candidate) => candidate.preview === asked);
    if (!release) {
      refused.push({ remote, version: asked, reason: 'unknown-version' });
      continue;
    }
    const overridden: ManifestRemote = {
      app: picked.app,
      version: release.version,
      entry: release.entry,
      ...(release.integrity ? { integrity: release.integrity } : {}),
      ...(release.preload ? { preload: release.preload } : {}),
      ...(release.routes ? { routes: release.routes } : {}),
      history: [
        { version: picked.version, entry: picked.entry, releasedAt: '', ...(picked.integrity ? { integrity: picked.integrity } : {}) },
        ...picked.history,
      ].filter((record) => record.version !== release.version),
    };
    remotes[remote] = overridden;
    applied.push({ remote, version: release.version, ...(release.preview !== undefined ? { preview: release.preview } : {}) });
  }
  return { manifest: { ...manifest, remotes }, applied, refused };
}
