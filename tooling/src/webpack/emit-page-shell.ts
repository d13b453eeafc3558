import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { PAGE_SHELL_FILES, splitPageShell } from '../page-head/page-shell';

const PLUGIN = 'EmitPageShell';

/**
 * Writes the halves of the host's final `index.html` (after its tags are injected and it is
 * minified) beside it: {@link PAGE_SHELL_FILES}. A template without the head markers fails the
 * build: nginx could not render a public page's head.
 */
export class EmitPageShell {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap(PLUGIN, (data) => {
        const shell = splitPageShell(data.html);
        if (shell === undefined) {
          compilation.errors.push(new webpack.WebpackError(`${data.outputName}: the page-head markers are missing (docs/architecture.md#server-rendered-heads)`));
          return data;
        }
        compilation.emitAsset(PAGE_SHELL_FILES.start, new webpack.sources.RawSource(shell.start));
        compilation.emitAsset(PAGE_SHELL_FILES.end, new webpack.sources.RawSource(shell.end));
        return data;
      });
    });
  }
}
