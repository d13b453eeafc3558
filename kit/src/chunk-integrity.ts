import webpack from 'webpack';
import { SubresourceIntegrityPlugin } from 'webpack-subresource-integrity';

/**
 * The hash the browser checks each chunk against. SHA-256 (which Subresource Integrity accepts as
 * it accepts SHA-384, the entry's): each hash is in every visitor's first load of the entry, and
 * its 44 characters instead of 64 save about 0.5 KiB gzip on 27 chunks.
 */
const HASH_FUNCTIONS: [string, ...string[]] = ['sha256'];

/** A hash webpack-subresource-integrity had no file to compute from: `<chunk id>:"*-*-*-CHUNK-SRI-HASH-…"` in the built code. */
const UNRESOLVED_HASH = /([\w$]+|"[^"\\]*"):"\*-\*-\*-CHUNK-SRI-HASH-[^"\\]*"/g;

/**
 * The chunks of a build that have no script file: the federation plugin makes one per group of
 * shared modules a chunk consumes (their code comes from the share scope, loaded by the
 * federation runtime, never by a script tag), and a chunk of styles only has a CSS file.
 */
function chunksWithoutScript(compilation: webpack.Compilation): Set<string> {
  const ids = new Set<string>();
  for (const chunk of compilation.chunks) {
    if (chunk.id !== null && ![...chunk.files].some((file) => file.endsWith('.js'))) ids.add(String(chunk.id));
  }
  return ids;
}

/**
 * Where `source` holds a hash placeholder of a chunk in `withoutScript`: the placeholder's string
 * literal (quotes included), to be replaced by `null`.
 */
export function placeholdersOfChunksWithoutScript(source: string, withoutScript: ReadonlySet<string>): Array<{ start: number; end: number }> {
  const found: Array<{ start: number; end: number }> = [];
  for (const match of source.matchAll(UNRESOLVED_HASH)) {
    const key = match[1] ?? '';
    if (!withoutScript.has(key.replace(/^"|"$/g, ''))) continue;
    found.push({ start: match.index + key.length + 1, end: match.index + match[0].length });
  }
  return found;
}

/**
 * webpack-subresource-integrity (5.1.0) writes a hash for every chunk the entry may load into the
 * entry, as a placeholder it fills in once the chunk's file is written. It gives a placeholder to
 * the chunks without a script file too, and then fails the build ("contains unresolved integrity
 * placeholders", measured with @module-federation/enhanced 2.9.2: seven such chunks in
 * remote-search). Those chunks are never loaded by a script tag (the runtime's chunk matcher
 * leaves them out), so their placeholder is replaced by `null` here, after the plugin has filled
 * in the others; a placeholder left for a chunk that has a script file stays, and still fails the
 * build.
 */
class DropHashesOfChunksWithoutScript {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('DropHashesOfChunksWithoutScript', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'DropHashesOfChunksWithoutScript', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1 },
        (assets) => {
          const withoutScript = chunksWithoutScript(compilation);
          for (const [name, asset] of Object.entries(assets)) {
            if (!name.endsWith('.js')) continue;
            const placeholders = placeholdersOfChunksWithoutScript(asset.source().toString(), withoutScript);
            if (placeholders.length === 0) continue;
            const changed = new webpack.sources.ReplaceSource(asset);
            // ReplaceSource's end is inclusive.
            for (const { start, end } of placeholders) changed.replace(start, end - 1, 'null');
            compilation.updateAsset(name, changed);
          }
        },
      );
    });
  }
}

/**
 * Every chunk of a remote checked by the browser, not only its entry: the entry carries the
 * SHA-384 of each chunk it loads, and webpack's chunk loader sets it as the script tag's
 * `integrity` (with `crossorigin="anonymous"`, `output.crossOriginLoading` of the preset). The
 * release records the entry's own hash, so the hashes of the chunks are trusted through it: a
 * chunk whose bytes changed after the build is refused like a network error. Style files are not
 * covered (the CSS loader sets no integrity).
 */
export function chunkIntegrityPlugins(): webpack.WebpackPluginInstance[] {
  return [new SubresourceIntegrityPlugin({ hashFuncNames: HASH_FUNCTIONS }), new DropHashesOfChunksWithoutScript()];
}
