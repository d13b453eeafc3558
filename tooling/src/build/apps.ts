import fs from 'node:fs';
import path from 'node:path';
import { type AppName, remoteNameOfApp } from '@platform/contract';
import { workspaceApps } from '../releases/apps';
import { REPO_ROOT } from '../webpack/create-config';
import type { AppFederationConfig } from '../webpack/types';

/**
 * Every app of the checkout, in build order (the host first: it is what users load first): the
 * host and each `remote-*` folder with a `federation.config.ts`, so a new remote is found by its
 * folder alone.
 */
export const APPS: readonly AppName[] = ['host', ...workspaceApps(REPO_ROOT).filter((app) => app !== 'host')];
export type App = AppName;

export function isApp(value: string): value is App {
  return APPS.some((app) => app === value);
}

/** Reads `<app>/federation.config.ts`, where each team declares its container name and exposes. */
export function loadAppConfig(app: App): AppFederationConfig {
  const file = path.join(REPO_ROOT, app, 'federation.config.ts');
  const relative = path.relative(REPO_ROOT, file);
  if (!fs.existsSync(file)) {
    throw new Error(`${app}: ${relative} is missing. Every app declares itself there (docs/adding-a-remote.md shows a remote's).`);
  }
  // tsx registers the TypeScript loader for require(); the module exports `federation`.
  let loaded: unknown;
  try {
    loaded = require(file);
  } catch (error) {
    throw new Error(`${app}: ${relative} could not be loaded: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  if (typeof loaded !== 'object' || loaded === null || !('federation' in loaded)) {
    throw new Error(`${app}: ${relative} must export \`federation\` (an AppFederationConfig).`);
  }
  const config = loaded.federation;
  const problem = configProblem(app, config);
  if (problem) throw new Error(`${app}: ${relative}: ${problem}.`);
  if (!isAppFederationConfig(config)) throw new Error(`${app}: ${relative}: \`federation\` is not an AppFederationConfig.`);
  return config;
}

/** What is wrong with an app's declaration, in words, or undefined when nothing is. */
function configProblem(app: App, config: unknown): string | undefined {
  if (typeof config !== 'object' || config === null) return '`federation` must be an object';
  const field = (key: string): unknown => (key in config ? Reflect.get(config, key) : undefined);
  if (field('app') !== app) return `\`app\` must be '${app}' (the folder's name), not ${JSON.stringify(field('app'))}`;
  const kind = app === 'host' ? 'host' : 'remote';
  if (field('kind') !== kind) return `\`kind\` must be '${kind}'`;
  const name = app === 'host' ? 'host' : remoteNameOfApp(app);
  if (field('name') !== name) return `\`name\` must be '${name}' (the federation container name: the folder's name without "remote-")`;
  if (typeof field('devPort') !== 'number') return '`devPort` (the standalone dev server\'s port) must be a number';
  return undefined;
}

function isAppFederationConfig(value: unknown): value is AppFederationConfig {
  return (
    typeof value === 'object' &&
    value !== null &&
    'app' in value &&
    typeof value.app === 'string' &&
    'name' in value &&
    typeof value.name === 'string' &&
    'kind' in value &&
    (value.kind === 'host' || value.kind === 'remote')
  );
}

export function distDir(app: App): string {
  return path.join(REPO_ROOT, app, 'dist');
}

/** `<app>/dist/build.json`: identifies a build; its buildId becomes the release version. */
export interface BuildInfo {
  app: App;
  buildId: string;
  builtAt: string;
}

export function readBuildInfo(app: App, dir = distDir(app)): BuildInfo | null {
  const file = path.join(dir, 'build.json');
  if (!fs.existsSync(file)) return null;
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (
    typeof parsed === 'object' &&
    parsed !== null &&
    'buildId' in parsed &&
    typeof parsed.buildId === 'string' &&
    'builtAt' in parsed &&
    typeof parsed.builtAt === 'string'
  ) {
    return { app, buildId: parsed.buildId, builtAt: parsed.builtAt };
  }
  return null;
}

export { newBuildId } from '@platform/remote-kit';
