import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { type ExposePreload, LOCALE_CHUNK_PATTERN } from '@platform/contract';
import { EXPOSE_PATTERN, RELEASE_FILE_PATTERN } from './deployment-manifest';
import { isMissingFile, parseJsonAs } from './json-file';

/** The part of the federation plugin's `mf-manifest.json` that says what each exposed module loads. */
const mfManifestSchema = z.object({
  exposes: z.array(
    z.object({
      path: z.string().regex(EXPOSE_PATTERN),
      assets: z.object({
        js: z.object({ sync: z.array(z.string().regex(RELEASE_FILE_PATTERN)), async: z.array(z.string()).default([]) }),
        css: z.object({ sync: z.array(z.string().regex(RELEASE_FILE_PATTERN)) }),
      }),
    }),
  ),
});


/**
 * Reads a remote build's first-load files per exposed module from its `mf-manifest.json`: the
 * chunks and styles the module needs at once (`sync`) and its locale chunks (of which the host
 * preloads the page's), not the rest of what it loads later (`async`: a shared library's
 * fallback, a lazy view). Recorded with the release, they let the host preload
 * a remote's module beside its entry (one round trip instead of two).
 *
 * @returns `undefined` when the file is missing or does not list the exposes in this shape (another
 *   federation plugin version, say): preloading is a speed-up, and the release goes on without it.
 */
export async function readExposePreload(folder: string): Promise<ExposePreload | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(folder, 'mf-manifest.json'), 'utf8');
  } catch (error) {
    if (isMissingFile(error)) return undefined;
    throw error;
  }
  const parsed = parseJsonAs(mfManifestSchema, text);
  if (!parsed.ok) return undefined;
  return Object.fromEntries(
    parsed.value.exposes.map(({ path: expose, assets }) => [
      expose,
      [...assets.js.sync, ...assets.css.sync, ...assets.js.async.filter((file) => LOCALE_CHUNK_PATTERN.test(file))],
    ]),
  );
}
