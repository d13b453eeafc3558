import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isMissingFile } from './json-file';

/** Every regular file of a folder, as paths relative to it with `/`, sorted. */
async function filesOf(folder: string, prefix = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(path.join(folder, prefix), { withFileTypes: true })) {
    const relative = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) files.push(...(await filesOf(folder, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files.sort();
}

/**
 * The digest of a release folder: SHA-256 over each file's path and bytes, in path order. A file
 * changed, added, truncated or removed changes it; the release records it, and a rollback checks it
 * before pointing the site at the folder again.
 */
export async function folderDigest(folder: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await filesOf(folder)) {
    const bytes = await readFile(path.join(folder, file));
    hash.update(`${file}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return `sha256-${hash.digest('hex')}`;
}

/** The subresource-integrity value of a file (`sha384-<base64>`), as a browser's `integrity` attribute takes it. */
export async function subresourceIntegrity(file: string): Promise<string | undefined> {
  try {
    return `sha384-${createHash('sha384').update(await readFile(file)).digest('base64')}`;
  } catch (error) {
    if (isMissingFile(error)) return undefined;
    throw error;
  }
}
