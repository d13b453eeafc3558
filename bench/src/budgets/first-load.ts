import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The host's entry file. With the federation runtime provided by the host
 * (`provideExternalRuntime`, tooling/src/webpack/create-config.ts) it holds webpack's bootstrap,
 * the Module Federation runtime and `src/index.ts` (one `import('./bootstrap')`), and nothing else
 * of the host: so it counts wholly as federation runtime, not as the shell's own code.
 * {@link hostSourcesInEntry} checks that premise against the file's source map.
 */
const HOST_ENTRY_FILE = 'main.js';

/** One script a page loaded, classified by the origin that served it and that app's build stats. */
export interface LoadedScript {
  /** `host`, a remote's name (`search`…), `monolith`, or `other` for an origin the platform does not own. */
  owner: string;
  file: string;
  /** From the build stats of the app that served it: `library` = a shared library's chunk. */
  kind: 'library' | 'app' | 'unknown';
  gzipBytes: number;
  /** For `library` scripts: the node_modules files inside (from its source map). */
  modules?: readonly string[];
}

/** A library module that came from more than one origin: the page runs two copies of it. */
export interface DuplicateModule {
  module: string;
  owners: string[];
}

/** The bundle-budget figures of one first load. */
export interface FirstLoadFigures {
  totalGzip: number;
  /** The host's own code: host `app` scripts except {@link HOST_ENTRY_FILE}. */
  hostOwnGzip: number;
  /** {@link HOST_ENTRY_FILE}: webpack bootstrap + federation runtime. */
  federationRuntimeGzip: number;
  /** Every `library` script, whichever origin served it. */
  sharedLibrariesGzip: number;
  /** Per remote: everything its origin served (its own code and any library it had to bring). */
  remotes: Record<string, number>;
  duplicates: DuplicateModule[];
  /** Scripts no platform build knows (a budget cannot classify them: a failure). */
  unclassified: string[];
}

/** Adds up a first load's scripts by the budgets' rules. */
export function firstLoadFigures(scripts: readonly LoadedScript[]): FirstLoadFigures {
  const sum = (filter: (script: LoadedScript) => boolean) =>
    scripts.filter(filter).reduce((total, script) => total + script.gzipBytes, 0);
  const remotes: Record<string, number> = {};
  for (const script of scripts) {
    if (script.owner === 'host' || script.owner === 'other' || script.owner === 'monolith') continue;
    remotes[script.owner] = (remotes[script.owner] ?? 0) + script.gzipBytes;
  }
  const origins = new Map<string, Set<string>>();
  for (const script of scripts) {
    if (script.kind !== 'library') continue;
    for (const module of script.modules ?? []) {
      const owners = origins.get(module) ?? new Set<string>();
      owners.add(script.owner);
      origins.set(module, owners);
    }
  }
  return {
    totalGzip: sum(() => true),
    hostOwnGzip: sum((script) => script.owner === 'host' && script.kind === 'app' && script.file !== HOST_ENTRY_FILE),
    federationRuntimeGzip: sum((script) => script.owner === 'host' && script.file === HOST_ENTRY_FILE),
    sharedLibrariesGzip: sum((script) => script.kind === 'library'),
    remotes,
    duplicates: [...origins]
      .filter(([, owners]) => owners.size > 1)
      .map(([module, owners]) => ({ module, owners: [...owners].sort() })),
    unclassified: scripts.filter((script) => script.kind === 'unknown').map((script) => `${script.owner} ${script.file}`),
  };
}

function mapSources(folder: string, file: string): string[] {
  const map: unknown = JSON.parse(readFileSync(path.join(folder, `${file}.map`), 'utf8'));
  if (typeof map === 'object' && map !== null && 'sources' in map && Array.isArray(map.sources)) {
    return map.sources.filter((source): source is string => typeof source === 'string');
  }
  throw new Error(`${file}.map has no sources`);
}

/**
 * The third-party files inside a built chunk, as paths below `node_modules/`
 * (`react-dom/cjs/react-dom-client.production.js`): the same in every app's build, since every app
 * resolves the repository's one `node_modules`. Read from the chunk's source map; a chunk without
 * one (a re-export module such as react-router-dom's) is named by its webpack chunk id
 * (`chunk 199`): deterministic ids derive from the modules' paths relative to the app folder, and
 * the apps are sibling folders, so the same library gets the same id in every app.
 */
export function libraryModules(folder: string, file: string): string[] {
  if (!existsSync(path.join(folder, `${file}.map`))) return [`chunk ${file.split('.')[0] ?? file}`];
  return mapSources(folder, file).flatMap((source) => {
    const index = source.indexOf('node_modules/');
    return index === -1 ? [] : [source.slice(index + 'node_modules/'.length)];
  });
}

/**
 * Host source files inside the entry file other than `src/index.ts`. Must be empty for the rule of
 * {@link HOST_ENTRY_FILE} to hold; if not, the shell's code moved into the entry and the rule must
 * be revisited.
 */
export function hostSourcesInEntry(folder: string): string[] {
  return mapSources(folder, HOST_ENTRY_FILE).filter(
    (source) => !source.includes('node_modules/') && /\/\.\/src\//.test(source) && !source.endsWith('/./src/index.ts'),
  );
}
