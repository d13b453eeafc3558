import HtmlWebpackPlugin from 'html-webpack-plugin';
import type webpack from 'webpack';
import { startupChunkGroups } from './startup-chunks';

const PLUGIN = 'PreloadStartupChunks';

/**
 * The files the page needs before its first paint ({@link startupChunkGroups}): the entry's first
 * `import()` (the host's `import('./bootstrap')`), its styles, and the provided copy of each shared
 * library it consumes. Without these links the browser discovers them only once `main.js` has
 * downloaded and started the federation runtime.
 */
function startupFiles(compilation: webpack.Compilation, entry = 'main'): string[] {
  const entrypoint = compilation.entrypoints.get(entry);
  if (!entrypoint) return [];
  const files = new Set<string>();
  for (const group of startupChunkGroups(entrypoint, compilation.chunkGraph)) {
    for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
  }
  return [...files].filter((file) => /\.(js|css)$/.test(file)).sort();
}

/**
 * Adds `<link rel="preload">` for the startup files to `index.html`, so they download beside
 * `main.js` instead of after it: the shell's first paint no longer waits for the federation runtime
 * to download before its libraries start to. Needs the entry script in `<head>`.
 */
export class PreloadStartupChunks {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const links = startupFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            href: `${data.publicPath}${file}`,
            as: file.endsWith('.css') ? 'style' : 'script',
          }),
        );
        // A deferred script is fetched at low priority, behind the preloads: main.js goes first,
        // so the federation runtime starts while the libraries download.
        const headTags = data.headTags.map((tag) =>
          tag.tagName === 'script' ? { ...tag, attributes: { ...tag.attributes, fetchpriority: 'high' } } : tag,
        );
        return { ...data, headTags: [...headTags, ...links] };
      });
    });
  }
}
