import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { AppName } from '@platform/contract';
import { VERSION_PATTERN } from './deployment-manifest';
import { isMissingFile, parseJsonAs } from './json-file';
import { ReleaseError } from './release-error';

const buildInfoSchema = z.object({
  app: z.string(),
  buildId: z.string().regex(VERSION_PATTERN, 'must be a build id such as 20261122T053012-a1b2c3'),
  builtAt: z.iso.datetime({ offset: true }),
});

/** `<app>/dist/build.json`, written by the build: which app and build a `dist` folder holds. */
export type BuildInfo = z.infer<typeof buildInfoSchema>;

/** The file each app's build must contain, besides `build.json`, to be worth releasing. */
export const REQUIRED_BUILD_FILES: Record<'host' | 'remote', readonly string[]> = {
  host: ['index.html'],
  remote: ['remoteEntry.js', 'mf-manifest.json'],
};

/** Path of an app's build output folder inside the repository. */
export function distDirOf(rootDir: string, app: AppName): string {
  return path.join(rootDir, app, 'dist');
}

/**
 * Reads and checks `build.json` of a build folder. A missing file means "not built"; a file that
 * names another app or a malformed build id means the folder cannot be trusted and is refused.
 */
export async function readBuildInfo(distDir: string, app: AppName): Promise<BuildInfo> {
  const file = path.join(distDir, 'build.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isMissingFile(error)) {
      throw new ReleaseError('MISSING_BUILD', `${app} is not built: ${file} is missing. Run: npm run build -- ${app}`);
    }
    throw error;
  }
  const parsed = parseJsonAs(buildInfoSchema, text);
  if (!parsed.ok) {
    throw new ReleaseError('INVALID_BUILD', `${file} is not a valid build record: ${parsed.reason}`);
  }
  if (parsed.value.app !== app) {
    throw new ReleaseError('INVALID_BUILD', `${file} belongs to "${parsed.value.app}", not ${app}.`);
  }
  return parsed.value;
}
