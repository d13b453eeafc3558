import { readFile } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import { z } from 'zod';
import type { AppName } from '@platform/contract';
import { appsOf } from './apps';
import type { DeploymentManifest } from './deployment-manifest';
import { isMissingFile, parseJsonAs } from './json-file';
import { ReleaseError } from './release-error';

/**
 * Compatibility gates at release time (docs/deploy-and-rollback.md#compatibility-gates): each
 * build's `compat.json` (written by the build, see @platform/remote-kit's `writeCompatibility`)
 * says which contract version a remote speaks and which shared singletons it was built against,
 * or which contract versions the host mounts and which singleton ranges it provides. A remote the
 * current host could not mount, or a host that could not mount a current remote, is refused before
 * anything changes. Builds made before `compat.json` existed are not checked.
 */
export const COMPAT_FILE = 'compat.json';

const compatSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('remote'), contractVersion: z.number().int(), singletons: z.record(z.string(), z.string()) }),
  z.object({ kind: z.literal('host'), supportedContractVersions: z.array(z.number().int()), singletonRanges: z.record(z.string(), z.string()) }),
]);

type Compatibility = z.infer<typeof compatSchema>;
type RemoteCompat = Extract<Compatibility, { kind: 'remote' }>;
type HostCompat = Extract<Compatibility, { kind: 'host' }>;

/** Reads `<folder>/compat.json`; undefined for a build made before it existed. */
async function readCompatibility(folder: string): Promise<Compatibility | undefined> {
  const file = path.join(folder, COMPAT_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isMissingFile(error)) return undefined;
    throw error;
  }
  const parsed = parseJsonAs(compatSchema, text);
  if (!parsed.ok) throw new ReleaseError('INVALID_BUILD', `${file} is not a valid compatibility record: ${parsed.reason}. Build again.`);
  return parsed.value;
}

/** Why `remote` cannot run under `host`, one reason per mismatch (empty: compatible). */
function incompatibilities(remote: RemoteCompat, host: HostCompat): string[] {
  const reasons: string[] = [];
  if (!host.supportedContractVersions.includes(remote.contractVersion)) {
    reasons.push(`it speaks contract version ${remote.contractVersion}, and the host mounts ${host.supportedContractVersions.join(', ')}`);
  }
  for (const [pkg, version] of Object.entries(remote.singletons)) {
    const range = host.singletonRanges[pkg];
    if (range !== undefined && !semver.satisfies(version, range)) reasons.push(`it was built against ${pkg} ${version}, outside the host's ${range}`);
  }
  return reasons;
}

const refusal = (what: string, reasons: string[]): ReleaseError =>
  new ReleaseError('INCOMPATIBLE', `${what} is refused: ${reasons.join('; ')}. Nothing was changed. Build it against what the host provides (or release a host that supports it first).`);

/** Refuses a remote build (in `folder`) that the current host release cannot mount. */
export async function assertRemoteCompatible(releasesDir: string, manifest: DeploymentManifest, app: AppName, version: string, folder: string): Promise<void> {
  const host = manifest.host?.current;
  const remote = await readCompatibility(folder);
  const provided = host === undefined ? undefined : await readCompatibility(path.join(releasesDir, 'host', host));
  if (remote?.kind !== 'remote' || provided?.kind !== 'host') return;
  const reasons = incompatibilities(remote, provided);
  if (reasons.length > 0) throw refusal(`${app} ${version} (under the current host ${host})`, reasons);
}

/** Refuses a host build (in `folder`) that could not mount a remote's current version or its canary. */
export async function assertHostCompatible(releasesDir: string, manifest: DeploymentManifest, version: string, folder: string): Promise<void> {
  const provided = await readCompatibility(folder);
  if (provided?.kind !== 'host') return;
  const reasons: string[] = [];
  for (const app of appsOf(manifest).filter((name) => name !== 'host')) {
    const deployment = manifest[app];
    const served = [deployment?.current, deployment?.canary?.version].filter((served): served is string => served !== undefined);
    for (const remoteVersion of served) {
      const remote = await readCompatibility(path.join(releasesDir, app, remoteVersion));
      if (remote?.kind !== 'remote') continue;
      reasons.push(...incompatibilities(remote, provided).map((reason) => `${app} ${remoteVersion} ${reason.replace(/^it (was )?/, (_all, was: string | undefined) => (was ? 'was ' : ''))}`));
    }
  }
  if (reasons.length > 0) throw refusal(`host ${version}`, reasons);
}
