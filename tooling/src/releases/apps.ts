import { REMOTE_NAMES, REMOTES, type AppName, type RemoteName } from '@platform/contract';

export { REMOTE_NAMES };

/**
 * Every deployable frontend app, remotes first so `release all` never points the host at a missing
 * remote. Derived from the contract's `REMOTES`: a new remote is named there only.
 */
export const APPS: readonly AppName[] = [...REMOTE_NAMES.map((name) => REMOTES[name]), 'host'];

/** Narrows a command-line argument to an app name. */
export function isAppName(value: string): value is AppName {
  return APPS.some((app) => app === value);
}

/** The federation name of a remote app folder (`remote-search` → `search`), or undefined for the host. */
export function remoteNameOf(app: AppName): RemoteName | undefined {
  return REMOTE_NAMES.find((name) => REMOTES[name] === app);
}
