import { isRemoteName, type RemoteName } from '@platform/contract';
import { OVERRIDES_KEY } from './overrides-state';

/** The link parameter: `?remote-override=<remote>@<version>`, repeated for several. */
export const OVERRIDE_PARAM = 'remote-override';
/** `?overrides=1` opens the panel. */
export const PANEL_PARAM = 'overrides';

/** This tab's storage (`sessionStorage`), or undefined where it is disabled. */
export function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Per remote, the version asked for: a build id, or a preview's label (the release list decides). */
export type OverrideMap = Partial<Record<RemoteName, string>>;

/** What a version or label may look like in a link or the tab's storage. */
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** The override parameters of an address. */
export interface OverrideLink {
  overrides: OverrideMap;
  /** Values that are not `<remote>@<version>`, as written. */
  malformed: string[];
  /** `?overrides=1`: open the panel. */
  panel: boolean;
  /** True when the address carries any override parameter. */
  asked: boolean;
  /** The query string without them (`''` or `?…`): they are kept in the tab from now on. */
  search: string;
}

/**
 * Reads `?remote-override=search@p1&remote-override=team@t2` (a comma-separated list works too;
 * the last one for a remote wins) and `?overrides=1`.
 */
export function readOverrideLink(search: string): OverrideLink {
  const params = new URLSearchParams(search);
  const overrides: OverrideMap = {};
  const malformed: string[] = [];
  for (const value of params.getAll(OVERRIDE_PARAM).flatMap((list) => list.split(','))) {
    const text = value.trim();
    if (text === '') continue;
    const at = text.indexOf('@');
    const remote = text.slice(0, at);
    const version = text.slice(at + 1);
    if (at > 0 && isRemoteName(remote) && VERSION.test(version)) overrides[remote] = version;
    else malformed.push(text);
  }
  const asked = params.has(OVERRIDE_PARAM) || params.has(PANEL_PARAM);
  const panel = params.has(PANEL_PARAM) && params.get(PANEL_PARAM) !== '0';
  params.delete(OVERRIDE_PARAM);
  params.delete(PANEL_PARAM);
  const rest = params.toString();
  return { overrides, malformed, panel, asked, search: rest === '' ? '' : `?${rest}` };
}

/** The overrides this tab keeps; anything malformed in storage is ignored. */
export function readKeptOverrides(storage: Pick<Storage, 'getItem'> | undefined): OverrideMap {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(OVERRIDES_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([remote, version]) => isRemoteName(remote) && typeof version === 'string' && VERSION.test(version)));
  } catch {
    return {};
  }
}

/** Keeps `overrides` for the rest of the tab's life (none: forgets them). */
export function keepOverrides(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, overrides: OverrideMap): void {
  try {
    if (Object.keys(overrides).length === 0) storage?.removeItem(OVERRIDES_KEY);
    else storage?.setItem(OVERRIDES_KEY, JSON.stringify(overrides));
  } catch {
    // Storage full or disabled: the overrides last for this page only.
  }
}
