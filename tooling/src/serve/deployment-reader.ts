import { stat } from 'node:fs/promises';
import path from 'node:path';
import { MANIFEST_FILE, readDeploymentManifest, type DeploymentManifest } from '../releases';
import { isMissingFile } from '../releases/json-file';

/**
 * Returns a function giving the current deployment state. The manifest is checked on every call
 * (one `stat`) and parsed again whenever it was replaced, so a release or rollback is served by the
 * next request without a restart. A rename-based write always changes the inode, so it is noticed
 * even within the file system's timestamp resolution.
 */
export function createDeploymentReader(releasesDir: string): () => Promise<DeploymentManifest> {
  const file = path.join(releasesDir, MANIFEST_FILE);
  let cached: { key: string; manifest: DeploymentManifest } | undefined;
  return async () => {
    let key: string;
    try {
      const stats = await stat(file);
      key = `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
    } catch (error) {
      if (isMissingFile(error)) return {};
      throw error;
    }
    if (cached?.key !== key) cached = { key, manifest: await readDeploymentManifest(releasesDir) };
    return cached.manifest;
  };
}
