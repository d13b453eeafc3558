import type { ReleasedVersions, RemotesManifest } from '@platform/contract';
import { applyOverrides, type RefusedOverride } from './apply-overrides';
import { keepOverrides, type OverrideMap, readKeptOverrides, readOverrideLink } from './override-request';
import type { ActiveOverride } from './overrides-state';

/** What a page load does about overrides. */
export interface OverridesOutcome {
  /** The manifest to load from: overridden remotes replaced, the others as they were. */
  manifest: RemotesManifest;
  applied: ActiveOverride[];
  refused: RefusedOverride[];
  /**
   * `not-operator`: the address asked for overrides (a link, the panel) and the visitor is not a
   * signed-in operator; `unavailable`: the release list could not be read, nothing was overridden.
   */
  notice?: 'not-operator' | 'unavailable';
  openPanel: boolean;
  /** The query string without the override parameters (the page's address is rewritten to it). */
  search: string;
}

export interface ResolveOverridesOptions {
  /** The manifest with this visitor's rollouts decided. */
  manifest: RemotesManifest;
  search: string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  /** Whether the signed-in user is a platform operator (the session says). */
  isOperator: () => Promise<boolean>;
  loadReleases: () => Promise<ReleasedVersions>;
}

/**
 * Decides the overrides of a page load, before anything is loaded: those of the address (a
 * shareable link) on top of those the tab keeps. Only a signed-in operator gets any; for anyone
 * else the tab forgets them, and an address that asked gets a notice. The release list is read
 * only here, when some override is asked for; what was applied is kept for the tab's later loads.
 */
export async function resolveOverrides({ manifest, search, storage, isOperator, loadReleases }: ResolveOverridesOptions): Promise<OverridesOutcome> {
  const link = readOverrideLink(search);
  const unchanged = { manifest, applied: [], refused: [], openPanel: false, search: link.search };
  if (!(await isOperator().catch(() => false))) {
    keepOverrides(storage, {});
    return link.asked ? { ...unchanged, notice: 'not-operator' } : unchanged;
  }
  const malformed = link.malformed.map((text): RefusedOverride => ({ remote: text, version: '', reason: 'malformed' }));
  const wanted: OverrideMap = { ...readKeptOverrides(storage), ...link.overrides };
  if (Object.keys(wanted).length === 0) return { ...unchanged, refused: malformed, openPanel: link.panel };
  let releases: ReleasedVersions;
  try {
    releases = await loadReleases();
  } catch {
    // The tab keeps what it had: the next load tries again.
    return { ...unchanged, refused: malformed, openPanel: link.panel, notice: 'unavailable' };
  }
  const result = applyOverrides(manifest, releases, wanted);
  keepOverrides(storage, Object.fromEntries(result.applied.map((override) => [override.remote, override.version])));
  return { manifest: result.manifest, applied: result.applied, refused: [...malformed, ...result.refused], openPanel: link.panel, search: link.search };
}
