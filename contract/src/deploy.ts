import { z } from 'zod/mini';
import { REMOTE_NAME_PATTERN } from './remotes';

/**
 * The release endpoint of the platform (on the host's origin, outside `/api`): another
 * repository's CI releases and rolls back its own remote with a deploy token
 * (`Authorization: Bearer pdt_…`), scoped to that remote. Docs: docs/deploy-and-rollback.md.
 */
export const DEPLOY_PATH = '/deploy';

/** The routes as the server declares them (`:name` is the remote's name, e.g. `reports`). */
export const DEPLOY_ROUTES = {
  /** `POST`, body: a gzip-compressed tar of the build folder (`Content-Type: application/gzip`). 201 on success. */
  release: `${DEPLOY_PATH}/remotes/:name/releases`,
  /** `POST`, body: {@link deployRollbackBodySchema} as JSON (or none: the undo). 200 on success. */
  rollback: `${DEPLOY_PATH}/remotes/:name/rollback`,
  /** `GET`, no token: 200 `{ status: 'ok' }` while the server can write the release store, else 503 (the platform's error body). */
  health: `${DEPLOY_PATH}/health`,
} as const;

/** `/deploy/remotes/<name>/releases`. */
export function deployReleasePath(name: string): string {
  return DEPLOY_ROUTES.release.replace(':name', encodeURIComponent(name));
}

/** `/deploy/remotes/<name>/rollback`. */
export function deployRollbackPath(name: string): string {
  return DEPLOY_ROUTES.rollback.replace(':name', encodeURIComponent(name));
}

/** Largest upload the endpoint reads (compressed), in bytes; a larger one is 413. */
export const DEPLOY_MAX_UPLOAD_BYTES = 64 * 1024 * 1024;

/** The content types an upload may be sent as. */
export const DEPLOY_UPLOAD_TYPES = ['application/gzip', 'application/x-gzip', 'application/octet-stream'] as const;

export const deployParamsSchema = z.strictObject({
  name: z.string().check(z.regex(REMOTE_NAME_PATTERN, 'Expected a remote name: lower-case letters, digits and hyphens, 2–31 characters, starting with a letter.')),
});

/** A rollback: to a named version, or without one to the version current before the last change. */
export const deployRollbackBodySchema = z.strictObject({
  version: z.optional(z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, 'Expected a released version (a build id such as 20261122T053012-a1b2c3).'))),
});
export type DeployRollbackBody = z.infer<typeof deployRollbackBodySchema>;

/** What the endpoint answers when it changed (or kept) the current version. */
export const deployResultSchema = z.strictObject({
  action: z.enum(['release', 'rollback']),
  app: z.string(),
  /** The version now current. */
  version: z.string(),
  /** The version current before (a rollback). */
  previous: z.optional(z.string()),
  /** True when this release was the remote's first, which registered it. */
  registered: z.optional(z.boolean()),
  /** The same sentence the command line prints. */
  message: z.string(),
});
export type DeployResult = z.infer<typeof deployResultSchema>;
