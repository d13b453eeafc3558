import { registerPlugins } from '@module-federation/enhanced/runtime';

/** Entry URL → its subresource-integrity hash, for the entries the loader is about to load. */
const expected = new Map<string, string>();
let installed = false;

/**
 * Makes the browser check a remote entry's bytes before running it. The federation runtime
 * (2.9.2) has no integrity option, but it lets a runtime plugin create the `<script>` it loads
 * an entry with (the `createScript` hook): the script gets the `integrity` the release recorded
 * and `crossorigin="anonymous"` (integrity is only checked on CORS requests; the remotes are
 * served from the host's own origin, or a CDN that allows it). A mismatch fails the load like a network error, so the loader falls
 * back to an earlier version. Only the entry is covered: webpack creates the tags of a remote's
 * own chunks itself, and their names are content hashes already.
 */
export function expectEntryIntegrity(entry: string, integrity: string): void {
  expected.set(entry, integrity);
  if (installed) return;
  installed = true;
  registerPlugins([
    {
      name: 'platform-entry-integrity',
      createScript({ url }) {
        const hash = expected.get(url);
        if (hash === undefined) return undefined;
        const script = document.createElement('script');
        script.integrity = hash;
        script.crossOrigin = 'anonymous';
        script.src = url;
        return script;
      },
    },
  ]);
}
