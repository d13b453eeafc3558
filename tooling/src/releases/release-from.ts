import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppName, ReleaseRecord } from '@platform/contract';
import { DEFAULT_ARCHIVE_LIMITS, readBuildArchive, writeArchiveFiles, type ArchiveLimits } from './build-archive';
import { distDirOf } from './build-info';
import { isMissingFile } from './json-file';
import { ReleaseError } from './release-error';
import { releaseApp, type ReleaseContext } from './release-store';

/**
 * Releases of a build made elsewhere (a team's own repository): from its build folder or a `.tgz`
 * of it (`npm run release -- <app> --from …`), or from an uploaded archive (the release endpoint).
 * The build is staged as `<stage>/<app>/dist` and released by {@link releaseApp}, so it passes
 * exactly the checks, the copy and the one switch of a release from this checkout.
 */

/** A release context without the checkout: the build comes from elsewhere. */
export type ExternalReleaseContext = Omit<ReleaseContext, 'rootDir'>;

async function withStage(app: AppName, label: string, fill: (dist: string) => Promise<void>, context: ExternalReleaseContext): Promise<ReleaseRecord> {
  const stage = await mkdtemp(path.join(tmpdir(), 'platform-release-'));
  const dist = distDirOf(stage, app);
  try {
    await fill(dist);
    return await releaseApp({ ...context, rootDir: stage }, app);
  } catch (error) {
    // The staged folder is a detail: the messages name what the operator or the team gave.
    if (error instanceof ReleaseError) throw new ReleaseError(error.code, describeSource(error.message, dist, label, app));
    throw error;
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

function describeSource(message: string, dist: string, label: string, app: AppName): string {
  return message
    .replace(`Run: npm run build -- ${app}`, 'It must be the folder a build writes (platform-remote build: dist/).')
    .replaceAll(`${dist}${path.sep}`, `${label}: `)
    .replaceAll(dist, label);
}

/** `--from <folder | .tgz>`: releases a build folder, or a gzip-compressed tar archive of one. */
export async function releaseFrom(
  context: ExternalReleaseContext,
  app: AppName,
  source: string,
  limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS,
): Promise<ReleaseRecord> {
  let kind: 'folder' | 'file';
  try {
    kind = (await stat(source)).isDirectory() ? 'folder' : 'file';
  } catch (error) {
    if (isMissingFile(error)) throw new ReleaseError('MISSING_BUILD', `${source} does not exist: give the build folder (dist/) or a .tgz of it.`);
    throw error;
  }
  if (kind === 'folder') {
    return withStage(app, source, (dist) => cp(source, dist, { recursive: true }), context);
  }
  const files = readBuildArchive(source, await readFile(source), limits);
  return withStage(app, source, (dist) => writeArchiveFiles(source, files, dist), context);
}

/** The release endpoint: releases an uploaded `.tgz` of a build folder. */
export async function releaseUpload(
  context: ExternalReleaseContext,
  app: AppName,
  archive: Buffer,
  limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS,
): Promise<ReleaseRecord> {
  const label = 'the uploaded archive';
  const files = readBuildArchive(label, archive, limits);
  return withStage(app, label, (dist) => writeArchiveFiles(label, files, dist), context);
}
