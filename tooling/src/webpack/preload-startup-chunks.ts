import HtmlWebpackPlugin from 'html-webpack-plugin';
import type webpack from 'webpack';

const PLUGIN = 'PreloadStartupChunks';

/** The share key a consume module asks for, or the share name a provide module offers. */
function shareKeyOf(module: webpack.Module): string | undefined {
  const key: unknown =
    module.type === 'consume-shared-module' ? Reflect.get(Reflect.get(module, 'options') ?? {}, 'shareKey') : Reflect.get(module, '_name');
  return typeof key === 'string' ? key : undefined;
}

function addFiles(group: webpack.ChunkGroup | null | undefined, files: Set<string>): void {
  for (const chunk of group?.chunks ?? []) for (const file of chunk.files) files.add(file);
}

/**
 * The files the entry's first `import()` needs (the host's `import('./bootstrap')`): the app and
 * its styles, and for each shared library it consumes, the chunk of the copy this build provides
 * to the page (the federation runtime loads that one, not the consumer's fallback, when the host
 * provides the library). Without these links the browser discovers them only once `main.js` has
 * downloaded and started the federation runtime.
 */
function startupFiles(compilation: webpack.Compilation, entry = 'main'): string[] {
  const entrypoint = compilation.entrypoints.get(entry);
  if (!entrypoint) return [];
  const { chunkGraph } = compilation;
  const files = new Set<string>();
  const consumed = new Set<string>();
  for (const group of entrypoint.getChildren()) {
    addFiles(group, files);
    for (const chunk of group.chunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        const key = module.type === 'consume-shared-module' ? shareKeyOf(module) : undefined;
        if (key !== undefined) consumed.add(key);
      }
    }
  }
  for (const module of compilation.modules) {
    const key = module.type === 'provide-module' ? shareKeyOf(module) : undefined;
    if (key === undefined || !consumed.has(key)) continue;
    for (const block of module.blocks) addFiles(chunkGraph.getBlockChunkGroup(block), files);
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
