import fs from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/cjs/api';
import { z } from 'zod';
import type { RemoteRoutes } from '@platform/contract';
import { routeDeclarationFile, routeDeclarationOf } from './build-formats';
import { KitError } from './kit-error';
import type { AppFederationConfig } from './types';

export const CONFIG_FILE = 'federation.config.ts';

const remoteConfigSchema = z.object({
  app: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be lowercase letters, digits and dashes, e.g. remote-reports'),
  kind: z.literal('remote', 'must be "remote"'),
  name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be a federation container name: letters, digits and _, e.g. reports'),
  exposes: z
    .record(z.string().regex(/^\.\//, 'each key must start with ./'), z.string())
    .refine((exposes) => './app' in exposes, 'must expose ./app (the module the host mounts)'),
  routes: z.string(),
  port: z.number().int().positive().optional(),
  devPort: z.number().int().min(1).max(65535),
});

/** A remote project: its folder and what its `federation.config.ts` declares. */
export interface RemoteProject {
  dir: string;
  config: AppFederationConfig;
}

let typeScriptLoader: (() => void) | null = null;

/**
 * Loads a TypeScript module in Node (the project's config and route declaration are data), afresh
 * each time: the dev server reads the declaration again on every page load.
 */
function loadTypeScript(file: string): unknown {
  // tsx's hook makes Node's require() compile TypeScript; under tsx or Jest it already does.
  typeScriptLoader ??= register();
  Reflect.deleteProperty(require.cache, file);
  try {
    const loaded: unknown = require(file);
    return loaded;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new KitError(`${file} could not be loaded: ${reason}`, { cause: error });
  }
}

function requireFile(dir: string, relative: string, what: string): void {
  if (!fs.existsSync(path.resolve(dir, relative))) throw new KitError(`${what}: ${relative} does not exist in ${dir}`);
}

/**
 * Reads and checks the remote project in `dir`.
 *
 * @throws KitError naming the missing file or the first bad field of `federation.config.ts`.
 */
export function loadRemoteProject(dir: string): RemoteProject {
  const file = path.join(dir, CONFIG_FILE);
  if (!fs.existsSync(file)) {
    throw new KitError(
      `No ${CONFIG_FILE} in ${dir}: run platform-remote in a remote's folder (\`platform-remote create <name>\` makes one).`,
    );
  }
  const loaded = loadTypeScript(file);
  if (typeof loaded !== 'object' || loaded === null || !('federation' in loaded)) {
    throw new KitError(`${file} must export \`federation\` (AppFederationConfig of @platform/remote-kit)`);
  }
  const parsed = remoteConfigSchema.safeParse(loaded.federation);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `federation.${issue.path.join('.')}` : 'federation';
    throw new KitError(`${file}: ${where} ${issue?.message ?? 'is invalid'}`);
  }
  const config: AppFederationConfig = parsed.data;
  for (const [expose, source] of Object.entries(parsed.data.exposes)) requireFile(dir, source, `${CONFIG_FILE}: exposes['${expose}']`);
  requireFile(dir, parsed.data.routes, `${CONFIG_FILE}: routes`);
  requireFile(dir, 'tsconfig.json', 'The TypeScript settings the build uses');
  return { dir, config };
}

/** Loads and checks the project's route declaration (`routes` of its config, or `override`). */
export function loadProjectRoutes(project: RemoteProject, override?: string): RemoteRoutes | null {
  const file = routeDeclarationFile(project.dir, project.config, override);
  if (!file) return null;
  return routeDeclarationOf(loadTypeScript(file), project.config.app, path.relative(project.dir, file));
}
