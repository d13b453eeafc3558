import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { chmod, cp, mkdir, open, readdir, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';

/** A name in the destination's own folder, so the final rename never crosses a file system. */
function temporarySibling(target: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
}

/**
 * Replaces `target` with `contents` so that a reader sees the old file or the new one, never a
 * half-written one: the data is written and flushed to a temporary sibling, then renamed over.
 */
export async function writeFileAtomic(target: string, contents: string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = temporarySibling(target);
  try {
    const handle = await open(temporary, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, 0o644);
    try {
      await handle.writeFile(contents, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Points the symlink `link` at `target` (relative to the link's folder) with one rename, never leaving it absent. */
export async function replaceSymlinkAtomic(link: string, target: string): Promise<void> {
  const temporary = temporarySibling(link);
  try {
    await symlink(target, temporary);
    await rename(temporary, link);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Copies the folder `source` to `target`, which must not exist yet. The copy is made in a temporary
 * sibling (dot-named: the servers never serve it) and renamed into place when complete, so a server
 * never sees a release folder with files missing. Files are made read-only: a release is immutable.
 */
export async function copyFolderAtomic(source: string, target: string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = temporarySibling(target);
  try {
    await cp(source, temporary, { recursive: true, errorOnExist: true, force: false });
    await makeFilesReadOnly(temporary);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    throw error;
  }
}

async function makeFilesReadOnly(folder: string): Promise<void> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const entryPath = path.join(folder, entry.name);
    if (entry.isDirectory()) await makeFilesReadOnly(entryPath);
    else if (entry.isFile()) await chmod(entryPath, 0o444);
  }
}
