import type { Locale, RemoteName } from '@platform/contract';
import { prefetchRemote } from '../../features/remotes';
import { type MatchResult, matchRoute } from './match-route';
import { LAYOUT_LOADERS } from './route-modules';

/** The remote that owns a matched route, with its locale; `null` for the host's own pages. */
function remoteOf(result: MatchResult): { remote: RemoteName; locale: Locale } | null {
  if (result.kind !== 'matched' || result.match.entry.owner === 'host') return null;
  return { remote: result.match.entry.owner, locale: result.match.entry.locale };
}

/** The remote that owns an address of this site, with the address's locale; `null` for the host's own pages. */
export function remoteOfUrl(url: URL): { remote: RemoteName; locale: Locale } | null {
  return url.origin === window.location.origin ? remoteOf(matchRoute(url.pathname)) : null;
}

/**
 * Starts loading what the first screen of `url` needs (its layout and, for a remote's area, the
 * remote) as soon as the manifest is known, instead of after the shell's loader has asked who is
 * signed in and rendered: the remote's entry then downloads beside the session request. Guards
 * still decide what is shown; a redirect only leaves a prefetched chunk unused.
 */
export function warmUpRoute(url: URL): void {
  const result = matchRoute(url.pathname);
  if (result.kind !== 'matched') return;
  LAYOUT_LOADERS[result.match.entry.layout]().catch(() => undefined);
  const owner = remoteOf(result);
  if (owner) prefetchRemote(owner.remote, owner.locale);
}

/**
 * Prefetches the remote behind a link as soon as the pointer rests on it or it takes focus (any
 * link of the page: the host's or a remote's), so the click finds the other area's code loaded or
 * on its way. One listener for the whole document; each remote is loaded once anyway.
 *
 * @returns a function that removes the listeners.
 */
export function prefetchOnIntent(doc: Document = document): () => void {
  // The pointer crosses a link's children one event at a time: each link is looked up once per stay.
  let lastHref = '';
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.href === lastHref) return;
    lastHref = link.href;
    const owner = remoteOfUrl(new URL(link.href, doc.baseURI));
    if (owner) prefetchRemote(owner.remote, owner.locale);
  };
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
  return () => {
    doc.removeEventListener('pointerover', onIntent);
    doc.removeEventListener('focusin', onIntent);
  };
}
