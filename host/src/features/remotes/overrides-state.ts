import type { RemoteName } from '@platform/contract';

/**
 * Operator overrides (docs/deploy-and-rollback.md#overrides): the part every page load carries,
 * kept to a few hundred bytes. It only tells whether this load asks for overrides and holds what
 * was applied; reading the release list, checking it, the banner, the panel and its shortcut are
 * chunks of their own, loaded when an override is asked for or an operator is signed in.
 */

/** Where this browser tab keeps its overrides, `{ "<remote>": "<version>" }`, until it is closed. */
export const OVERRIDES_KEY = 'mf:overrides';

/** A remote this page runs in another version than the one it would get, by an operator's choice. */
export interface ActiveOverride {
  remote: RemoteName;
  version: string;
  /** The release's preview label, when it is a preview. */
  preview?: string;
}

let active: readonly ActiveOverride[] = [];

/**
 * True when this page load asks for overrides: a link's (`?remote-override=…`), the panel's
 * (`?overrides=1`), or those this tab keeps.
 */
export function overridesRequested(search: string): boolean {
  try {
    return /[?&](remote-override|overrides)=/.test(search) || Boolean(sessionStorage.getItem(OVERRIDES_KEY));
  } catch {
    return false;
  }
}

/** The overrides this page runs with: set once at start-up, before anything is loaded or rendered. */
export function getActiveOverrides(): readonly ActiveOverride[] {
  return active;
}

export function setActiveOverrides(overrides: readonly ActiveOverride[]): void {
  active = overrides;
}

/** `search@p1,team@t2`: how error reports name the page's overrides (empty: none). */
export function describeOverrides(): string {
  return active.map((override) => `${override.remote}@${override.version}`).join();
}
