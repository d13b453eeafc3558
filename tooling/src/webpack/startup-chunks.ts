import type webpack from 'webpack';

/** The share key a consume module asks for, or the share name a provide module offers. */
export function shareKeyOf(module: webpack.Module): string | undefined {
  const key: unknown =
    module.type === 'consume-shared-module' ? Reflect.get(Reflect.get(module, 'options') ?? {}, 'shareKey') : Reflect.get(module, '_name');
  return typeof key === 'string' ? key : undefined;
}

/** The share key of the provide module whose `import()` made `group`, if one did. */
function providedKeyOf(group: webpack.ChunkGroup): string | undefined {
  for (const origin of group.origins) {
    if (origin.module?.type === 'provide-module') return shareKeyOf(origin.module);
  }
  return undefined;
}

/**
 * The chunk groups the page loads before its first paint, below one entrypoint: the entry's own
 * `import()` (the host's `import('./bootstrap')`), and for each shared module those groups consume,
 * the group of the copy this build provides to the page (the federation runtime loads that one,
 * not the consumer's fallback), repeated for what that copy consumes in turn. A shared module that
 * no startup group consumes (one only a lazy page imports) is not among them: it loads with that page.
 */
export function startupChunkGroups(entrypoint: webpack.ChunkGroup, chunkGraph: webpack.ChunkGraph): Set<webpack.ChunkGroup> {
  const children = [...entrypoint.childrenIterable];
  const startup = new Set(children.filter((group) => providedKeyOf(group) === undefined));
  const consumed = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const group of startup) {
      for (const chunk of group.chunks) {
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
          const key = module.type === 'consume-shared-module' ? shareKeyOf(module) : undefined;
          if (key !== undefined) consumed.add(key);
        }
      }
    }
    for (const group of children) {
      const key = providedKeyOf(group);
      if (key === undefined || startup.has(group) || !consumed.has(key)) continue;
      startup.add(group);
      grew = true;
    }
  }
  return startup;
}

/** The entrypoints above a chunk group (itself when it is one). */
function entrypointsOf(group: webpack.ChunkGroup, seen = new Set<webpack.ChunkGroup>()): webpack.ChunkGroup[] {
  if (seen.has(group)) return [];
  seen.add(group);
  if (group.isInitial()) return [group];
  return [...group.parentsIterable].flatMap((parent) => entrypointsOf(parent, seen));
}

const memo = new WeakMap<webpack.ChunkGraph, Map<webpack.ChunkGroup, Set<webpack.ChunkGroup>>>();

/**
 * Whether `module` sits in a chunk the page loads before its first paint (see
 * {@link startupChunkGroups}). For a split-chunks rule: grouping a module that only a lazy page
 * needs with the startup libraries would load it on every page.
 */
export function loadsAtStartup(module: webpack.Module, chunkGraph: webpack.ChunkGraph): boolean {
  const byEntrypoint = memo.get(chunkGraph) ?? new Map<webpack.ChunkGroup, Set<webpack.ChunkGroup>>();
  memo.set(chunkGraph, byEntrypoint);
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    for (const group of chunk.groupsIterable) {
      for (const entrypoint of entrypointsOf(group)) {
        const startup = byEntrypoint.get(entrypoint) ?? startupChunkGroups(entrypoint, chunkGraph);
        byEntrypoint.set(entrypoint, startup);
        if (startup.has(group)) return true;
      }
    }
  }
  return false;
}
