import fs from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION, SUPPORTED_CONTRACT_VERSIONS } from '@platform/contract';
import { installedVersion } from './installed-version';

/**
 * `dist/compat.json`: what a build needs from the page (a remote) or offers to it (the host), so
 * the platform's release refuses a pairing that would fail in users' browsers before anything
 * changes: the contract version of the mount props, and the versions of the shared singletons.
 */
export const COMPAT_FILE = 'compat.json';

/** The libraries whose one copy in the page every app uses: a remote's must satisfy the host's ranges. */
export const GATED_SINGLETONS = ['react', 'react-dom', 'react-router', 'i18next', '@tanstack/react-query', 'zod', 'single-spa', 'single-spa-react'] as const;

/** A remote's build: the contract version it speaks and the singleton versions it was built against. */
export interface RemoteCompatibility {
  kind: 'remote';
  contractVersion: number;
  singletons: Record<string, string>;
}

/** The host's build: the contract versions it mounts and the range of each singleton it provides. */
export interface HostCompatibility {
  kind: 'host';
  supportedContractVersions: number[];
  singletonRanges: Record<string, string>;
}

function installedSingletons(appDir: string): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const pkg of GATED_SINGLETONS) {
    try {
      versions[pkg] = installedVersion(pkg, appDir);
    } catch {
      // Not installed for this app: it does not use it, so there is nothing to check.
    }
  }
  return versions;
}

/** The compatibility record of the app at `appDir`, from the packages installed for it. */
export function compatibilityOf(kind: 'host' | 'remote', appDir: string): RemoteCompatibility | HostCompatibility {
  const singletons = installedSingletons(appDir);
  if (kind === 'remote') return { kind, contractVersion: CONTRACT_VERSION, singletons };
  return {
    kind,
    supportedContractVersions: [...SUPPORTED_CONTRACT_VERSIONS],
    singletonRanges: Object.fromEntries(Object.entries(singletons).map(([pkg, version]) => [pkg, `^${version}`])),
  };
}

/** Writes `<dist>/compat.json`. */
export function writeCompatibility(outputPath: string, kind: 'host' | 'remote', appDir: string): void {
  fs.writeFileSync(path.join(outputPath, COMPAT_FILE), `${JSON.stringify(compatibilityOf(kind, appDir), null, 2)}\n`);
}
