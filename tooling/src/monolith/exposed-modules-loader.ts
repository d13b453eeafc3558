import path from 'node:path';
import type { LoaderContext } from 'webpack';
import { APPS, loadAppConfig } from '../build/apps';
import { REPO_ROOT } from '../webpack/create-config';

/** One exposed module of a remote, as the monolith bundles it. */
export interface ExposedModule {
  /** The federation request the host makes: `<container name>/<expose without ./>`. */
  request: string;
  /** Absolute path of the source file the remote exposes under that name. */
  file: string;
  /** Name of the lazy chunk, so the monolith's output still shows which remote a chunk is. */
  chunkName: string;
}

/** Every module every remote exposes, read from each `<app>/federation.config.ts`. */
export function exposedModules(): ExposedModule[] {
  return APPS.map(loadAppConfig)
    .filter((config) => config.kind === 'remote')
    .flatMap((config) =>
      Object.entries(config.exposes ?? {}).map(([expose, file]) => {
        const name = expose.replace(/^\.\//, '');
        return {
          request: `${config.name}/${name}`,
          file: path.join(REPO_ROOT, config.app, file),
          chunkName: `${config.name}-${name.replace(/[^A-Za-z0-9]+/g, '-')}`,
        };
      }),
    );
}

/** The source that replaces `exposed-modules.ts`: one lazy import per exposed module. */
export function exposedModulesSource(modules: readonly ExposedModule[]): string {
  const entries = modules.map(
    (module) =>
      `  ${JSON.stringify(module.request)}: () => import(/* webpackChunkName: ${JSON.stringify(module.chunkName)} */ ${JSON.stringify(module.file)}),`,
  );
  return `export const EXPOSED_MODULES = {\n${entries.join('\n')}\n};\n`;
}

/**
 * Webpack loader for `exposed-modules.ts` in the monolith build: the remotes' exposes become static
 * (still lazily split) imports. A loader rather than a generated file: nothing to keep in sync.
 */
export default function exposedModulesLoader(this: LoaderContext<Record<string, never>>): string {
  for (const app of APPS) this.addDependency(path.join(REPO_ROOT, app, 'federation.config.ts'));
  return exposedModulesSource(exposedModules());
}
