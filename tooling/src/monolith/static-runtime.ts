/**
 * Stand-in for `@module-federation/enhanced/runtime` in the monolith build (`npm run
 * build:monolith`): the host's remote loader (`host/src/features/remotes/load-remote.ts`) runs
 * unchanged, but every remote is already part of the bundle. Only the two calls the host makes are
 * provided.
 */
import { EXPOSED_MODULES } from './exposed-modules';

/** A remote as the host registers it from `/remotes.json`. */
export interface StaticRemote {
  name: string;
  entry: string;
}

/** Nothing to register: the remotes were bundled at build time, whatever `/remotes.json` says. */
export function registerRemotes(_remotes: readonly StaticRemote[], _options?: { force?: boolean }): void {
  // Deliberately empty (see above).
}

/**
 * Loads an exposed module (`search/app`, `team/widgets/open-vacancies`) through its lazy chunk,
 * as the federation runtime would load it from the remote's origin.
 */
export async function loadRemote(request: string): Promise<unknown> {
  const load = EXPOSED_MODULES[request];
  if (!load) throw new Error(`monolith: no remote exposes "${request}" (see each <app>/federation.config.ts)`);
  return load();
}
