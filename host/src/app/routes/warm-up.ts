import { prefetchRemote } from '../../features/remotes';
import { LAYOUT_LOADERS } from './route-modules';
import { matchRoute } from './match-route';

/**
 * Starts loading what the first screen of `url` needs (its layout and, for a remote's area, the
 * remote) as soon as the manifest is known, instead of after the shell's loader has asked who is
 * signed in and rendered: the remote's entry then downloads beside the session request. Guards
 * still decide what is shown; a redirect only leaves a prefetched chunk unused.
 */
export function warmUpRoute(url: URL): void {
  const result = matchRoute(url.pathname);
  if (result.kind !== 'matched') return;
  const { entry } = result.match;
  LAYOUT_LOADERS[entry.layout]().catch(() => undefined);
  if (entry.owner !== 'host') prefetchRemote(entry.owner);
}
