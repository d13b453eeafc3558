import fs from 'node:fs';
import { type AppName, REMOTE_NAMES, REMOTES } from '@platform/contract';
import path from 'node:path';
import { REPO_ROOT } from '../webpack/create-config';
import type { AppFederationConfig } from '../webpack/types';

/**
 * Every app of the platform, in build order (the host first: it is what users load first).
 * Derived from the contract's list of remotes, so a new remote is named in one place only.
 */
export const APPS: readonly AppName[] = ['host', ...REMOTE_NAMES.map((name) => REMOTES[name])];
export type App = AppName;

export function isApp(value: string): value is App {
  return APPS.some((app) => app === value);
}

/** Reads `<app>/federation.config.ts`, where each team declares its container name and exposes. */
export function loadAppConfig(app: App): AppFederationConfig {
  const file = path.join(REPO_ROOT, app, 'federation.config.ts');
  if (!fs.existsSync(file)) throw new Error(`${app}: missing ${path.relative(REPO_ROOT, file)}`);
  // tsx registers the TypeScript loader for require(); the module exports `federation`.
  const loaded: unknown = require(file);
  if (typeof loaded === 'object' && loaded !== null && 'federation' in loaded) {
    const config = loaded.federation;
    if (isAppFederationConfig(config)) return config;
  }
  throw new Error(`${app}: federation.config.ts must export \`federation\` (AppFederationConfig)`);
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
