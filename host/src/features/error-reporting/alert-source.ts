import { type AppName, isRemoteName, type RemoteName, remoteAppOf, type RemotesManifest } from '@platform/contract';

/** The app an error report is about, and the release of it this page runs. */
export interface AlertSource {
  remote: AppName;
  version: string;
}

/** What a release version may be in a report (the API refuses anything else). */
const VERSION = /^[A-Za-z0-9._+-]{1,64}$/;

/**
 * The app a report's context names, with its version: a remote's as this page runs it (`loaded`:
 * the version that loaded, which after a fallback is not the manifest's), else the one the
 * deployment manifest the page started with gives it; the host's own build id (else the
 * manifest's host version). Remotes report as `cv/app: render failed`, `cv: session refresh`,
 * `remote cv failed to load…` or `remote-cv: …`; any other context (or none) is the host's own.
 */
export function alertSource(
  context: string | undefined,
  manifest: RemotesManifest,
  hostBuildId: string | null,
  loaded: Partial<Record<RemoteName, string>> = {},
): AlertSource {
  const match = /^(?:remote[ -]([a-z][a-z0-9-]*)|([a-z][a-z0-9-]*)(?=[/:]))/.exec(context ?? '');
  const named = match?.[1] ?? match?.[2];
  const remote = named !== undefined && isRemoteName(named) ? named : undefined;
  const version = remote === undefined ? (hostBuildId ?? manifest.host.version) : (loaded[remote] ?? manifest.remotes[remote]?.version);
  const known = version !== undefined && VERSION.test(version) ? version : 'unknown';
  return remote === undefined ? { remote: 'host', version: known } : { remote: remoteAppOf(remote), version: known };
}
