import { start } from 'single-spa';
import {
  type ErrorReporter,
  type Locale,
  isRemoteName as isValidRemoteName,
  type RemoteName,
  type RemotesManifest,
} from '@platform/contract';
import type { LastGoodStorage } from './candidates';
import { expectEntryIntegrity } from './integrity-plugin';
import { type FederationRuntime, type RemoteModule, RemoteLoader } from './load-remote';
import { fetchManifest } from './manifest';
import { adoptSignedInIdentity, applyRollouts, rolloutIdentity } from './rollout';

const EMPTY_MANIFEST: RemotesManifest = { schemaVersion: 1, host: { version: 'unknown' }, remotes: {} };

let loader = new RemoteLoader(EMPTY_MANIFEST, { reportError: () => undefined });
let manifest = EMPTY_MANIFEST;
let published = EMPTY_MANIFEST;
let singleSpaStarted = false;

export interface InitRemotesOptions {
  reportError?: ErrorReporter;
  fetchImpl?: typeof fetch;
  /** The federation runtime (a stub in tests); the Module Federation runtime by default. */
  runtime?: FederationRuntime;
  storage?: LastGoodStorage;
  /**
   * Changes the manifest once the rollouts are decided, before anything is loaded from it (an
   * operator's overrides); a failure is reported and the manifest kept as it was.
   */
  adjust?: (manifest: RemotesManifest) => Promise<RemotesManifest>;
}

/**
 * Reads the deployment manifest and prepares the federation runtime. Never throws: with a
 * missing or malformed manifest the error is reported and every remote area shows its error,
 * while host-owned pages keep working.
 */
export async function initRemotes(options: InitRemotesOptions = {}): Promise<void> {
  const reportError = options.reportError ?? ((error: unknown) => console.error(error));
  // single-spa patches history so every pushState (host or parcel router) reaches all routers.
  // Once per page: single-spa refuses to patch history twice (a second call would throw).
  if (!singleSpaStarted) start({ urlRerouteOnly: true });
  singleSpaStarted = true;
  try {
    published = await fetchManifest(options.fetchImpl, (remote, reason) =>
      reportError(new Error(`remote ${remote}: its routes are refused (${reason})`), 'remotes.json'),
    );
  } catch (error) {
    reportError(error, 'remotes.json could not be read');
    published = EMPTY_MANIFEST;
  }
  // Canaries are decided here, once per page, before any entry, route or preload is taken from it.
  manifest = applyRollouts(published, rolloutIdentity(options.storage ?? browserStorage()));
  const picked = manifest;
  if (options.adjust) {
    manifest = await options.adjust(picked).catch((error: unknown) => {
      reportError(error, 'overrides');
      return picked;
    });
  }
  loader = new RemoteLoader(manifest, {
    reportError,
    expectIntegrity: expectEntryIntegrity,
    ...(options.runtime ? { runtime: options.runtime } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
  });
}

export function getRemoteLoader(): RemoteLoader {
  return loader;
}

/** The manifest this page started with, each rollout decided for this visitor: what it loads, routes and reports. */
export function getStartupManifest(): RemotesManifest {
  return manifest;
}

/** `/remotes.json` as it was read, rollouts undecided (the version poller compares the next one with it). */
export function getPublishedManifest(): RemotesManifest {
  return published;
}

/** From the next page load on, the signed-in user's id decides their canary buckets (see `adoptSignedInIdentity`). */
export function rememberRolloutUser(userId: string, storage: LastGoodStorage | undefined = browserStorage()): void {
  adoptSignedInIdentity(storage, userId);
}

function browserStorage(): LastGoodStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Starts loading a remote's module before it is needed: the area of the address being opened, or
 * of a link the pointer or focus is on. Failures are left to the area that mounts it.
 */
export function prefetchRemote(remote: RemoteName, locale: Locale, module: RemoteModule = './app'): void {
  loader.load(remote, module, locale, { prefetch: true }).catch(() => undefined);
}

/** True for a valid remote name; whether it is released is the manifest's business. */
export function isRemoteName(value: string): value is RemoteName {
  return isValidRemoteName(value);
}
