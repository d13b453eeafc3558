import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEPLOY_MAX_UPLOAD_BYTES,
  DEPLOY_ROUTES,
  DEPLOY_UPLOAD_TYPES,
  deployParamsSchema,
  deployRollbackBodySchema,
  remoteAppOf,
  type DeployResult,
  type RemoteAppName,
} from '@platform/contract';
import { readDeploymentManifest, ReleaseError, rollBackApp, type PrunePolicy, type RemotesOrigin } from '../releases';
import type { ArchiveLimits } from '../releases/build-archive';
import { logDeployUse, type DeployLogLimits } from '../releases/deploy-log';
import { describeToken, verifyDeployToken, type DeployToken } from '../releases/deploy-tokens';
import { errorCode } from '../releases/json-file';
import { releaseUpload } from '../releases/release-from';
import { deployFailure, releaseErrorStatus, type DeployFailure } from './deploy-errors';
import { errorBody } from './http-errors';

/** What the release endpoint needs: the release store it writes, as the release commands do. */
export interface DeployRoutesOptions {
  releasesDir: string;
  remotesOrigin: RemotesOrigin;
  prunePolicy?: PrunePolicy;
  /** Largest upload read, compressed (default {@link DEPLOY_MAX_UPLOAD_BYTES}). */
  maxUploadBytes?: number;
  /** Limits of the unpacked build. */
  archiveLimits?: ArchiveLimits;
  /** When the log of the endpoint's uses is rotated (default `DEFAULT_DEPLOY_LOG_LIMITS`: 4 MiB, 5 rotated files). */
  deployLog?: DeployLogLimits;
  /**
   * `false`: a SIGTERM during a release or rollback leaves it to finish (the server's own shutdown
   * waits for it) instead of the releases lock ending the process. Default `true`, as the commands.
   */
  releaseLockOnSignals?: boolean;
}

type Action = DeployResult['action'];

/** The token a request authenticated with and the remote it may change, set by the scope's `onRequest` check. */
const authenticated = new WeakMap<FastifyRequest, { token: DeployToken; app: RemoteAppName }>();

/** A request body that was sent as JSON but is not JSON. */
class InvalidJson {
  constructor(readonly reason: string) {}
}

function actionOf(request: FastifyRequest): Action {
  return request.routeOptions.url === DEPLOY_ROUTES.rollback ? 'rollback' : 'release';
}

function appOf(request: FastifyRequest): string {
  const parsed = deployParamsSchema.safeParse(request.params);
  return parsed.success ? remoteAppOf(parsed.data.name) : 'unknown';
}

/**
 * Authenticates before the body is read (a refused upload is never received whole): a known,
 * unrevoked deploy token of this very remote. Every refusal is logged like every use.
 */
async function authenticate(options: DeployRoutesOptions, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const params = deployParamsSchema.safeParse(request.params);
  if (!params.success) return refuse(options, request, reply, deployFailure(400, 'INVALID_NAME', 'The remote name in the path is not valid.', 'name', params.error.issues[0]?.message ?? 'invalid'));
  const header = request.headers.authorization ?? '';
  const presented = /^Bearer (\S+)$/.exec(header)?.[1];
  if (!presented) {
    reply.header('www-authenticate', 'Bearer realm="deploy"');
    return refuse(options, request, reply, deployFailure(401, 'UNAUTHENTICATED', 'A deploy token is required.', 'authorization', 'Send "Authorization: Bearer <deploy token>" (npm run deploy-tokens -- create <remote>).'));
  }
  const check = await verifyDeployToken(options.releasesDir, presented);
  if (!check.ok) {
    reply.header('www-authenticate', 'Bearer realm="deploy", error="invalid_token"');
    return refuse(options, request, reply, deployFailure(401, 'INVALID_TOKEN', check.reason, 'authorization', check.reason), check.token);
  }
  const app = remoteAppOf(params.data.name);
  if (check.token.app !== app) {
    const reason = `${describeToken(check.token)} is scoped to ${check.token.app}: it cannot ${actionOf(request)} ${app}. Use that remote's own token.`;
    return refuse(options, request, reply, deployFailure(403, 'WRONG_REMOTE', reason, 'authorization', reason), check.token);
  }
  authenticated.set(request, { token: check.token, app });
  return undefined;
}

async function refuse(options: DeployRoutesOptions, request: FastifyRequest, reply: FastifyReply, failure: DeployFailure, token?: DeployToken): Promise<FastifyReply> {
  await logDeployUse(
    options.releasesDir,
    {
      at: new Date().toISOString(),
      by: token ? describeToken(token) : 'unauthenticated',
      action: actionOf(request),
      app: appOf(request),
      status: failure.status,
      outcome: failure.body.error.message,
    },
    options.deployLog,
  );
  return reply.code(failure.status).header('cache-control', 'no-store').send(failure.body);
}

async function succeed(options: DeployRoutesOptions, request: FastifyRequest, reply: FastifyReply, token: DeployToken, status: number, result: DeployResult): Promise<FastifyReply> {
  await logDeployUse(options.releasesDir, { at: new Date().toISOString(), by: describeToken(token), action: result.action, app: result.app, status, outcome: result.version }, options.deployLog);
  return reply.code(status).header('cache-control', 'no-store').send(result);
}

/** A refusal of the release tool as an answer: its code, its message, the status its kind calls for. */
function fromReleaseError(error: ReleaseError): DeployFailure {
  const { status, field } = releaseErrorStatus(error.code);
  return deployFailure(status, error.code, error.message, field, error.message);
}

/** Whether this process may write the release store (a read-only mount, a missing folder: not). */
async function storeProblem(releasesDir: string): Promise<string | undefined> {
  try {
    await access(releasesDir, constants.W_OK);
    return undefined;
  } catch (error) {
    const code = errorCode(error);
    return typeof code === 'string' ? code : 'not writable';
  }
}

/**
 * The release endpoint: `POST /deploy/remotes/<name>/releases` (a `.tgz` of the build folder)
 * and `POST /deploy/remotes/<name>/rollback` (`{ "version"?: … }`), each with that remote's
 * deploy token. They run the release commands' own code, under the same lock, with the same checks
 * and messages; the deployment entry records the token (`by`). `GET /deploy/health` (no token)
 * says whether the release store can be written.
 */
export async function registerDeployRoutes(server: FastifyInstance, options: DeployRoutesOptions): Promise<void> {
  server.get(DEPLOY_ROUTES.health, async (_request, reply) => {
    const problem = await storeProblem(options.releasesDir);
    reply.header('cache-control', 'no-store');
    if (problem === undefined) return reply.send({ status: 'ok' });
    return reply.code(503).send(errorBody('STORE_NOT_WRITABLE', `The release store cannot be written here (${problem}): releases and rollbacks would fail.`));
  });
  await server.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser([...DEPLOY_UPLOAD_TYPES], { parseAs: 'buffer', bodyLimit: options.maxUploadBytes ?? DEPLOY_MAX_UPLOAD_BYTES }, (_request, body, done) => done(null, body));
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      try {
        done(null, body === '' ? {} : JSON.parse(String(body)));
      } catch (error) {
        done(null, new InvalidJson(error instanceof Error ? error.message : String(error)));
      }
    });
    scope.addHook('onRequest', async (request, reply) => authenticate(options, request, reply));
    const context = {
      releasesDir: options.releasesDir,
      remotesOrigin: options.remotesOrigin,
      ...(options.prunePolicy ? { prunePolicy: options.prunePolicy } : {}),
      ...(options.releaseLockOnSignals === undefined ? {} : { lockOptions: { releaseOnSignals: options.releaseLockOnSignals } }),
    };

    scope.post(DEPLOY_ROUTES.release, async (request, reply) => {
      const { token, app } = authenticated.get(request) ?? {};
      if (!token || !app) return reply.code(401).send();
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        return refuse(options, request, reply, deployFailure(400, 'INVALID_BODY', 'The body must be the build folder as a .tgz.', 'body', `Send the archive with Content-Type: ${DEPLOY_UPLOAD_TYPES[0]}.`), token);
      }
      try {
        const record = await releaseUpload({ ...context, actor: describeToken(token) }, app, request.body, options.archiveLimits);
        const registration = (await readDeploymentManifest(options.releasesDir))[app]?.registration;
        const registered = registration?.registeredAt === record.releasedAt;
        const message =
          (registered && registration ? `Registered ${app}: owned by ${registration.owner.team} (${registration.owner.contact}), served at ${registration.path}. ` : '') +
          `Released ${app} ${record.version}: now current.`;
        return await succeed(options, request, reply, token, 201, { action: 'release', app, version: record.version, registered, message });
      } catch (error) {
        if (error instanceof ReleaseError) return refuse(options, request, reply, fromReleaseError(error), token);
        throw error;
      }
    });

    scope.post(DEPLOY_ROUTES.rollback, async (request, reply) => {
      const { token, app } = authenticated.get(request) ?? {};
      if (!token || !app) return reply.code(401).send();
      if (request.body instanceof InvalidJson) {
        const reason = `not JSON (${request.body.reason})`;
        return refuse(options, request, reply, deployFailure(400, 'INVALID_BODY', `The rollback request is not valid: ${reason}`, 'body', reason), token);
      }
      const body = deployRollbackBodySchema.safeParse(request.body ?? {});
      if (!body.success) {
        const issue = body.error.issues[0];
        const field = issue?.path.map(String).join('.') || 'body';
        const reason = issue?.code === 'unrecognized_keys' ? `Unknown fields: ${issue.keys.join(', ')}; only "version" is accepted.` : (issue?.message ?? 'invalid');
        return refuse(options, request, reply, deployFailure(400, 'INVALID_BODY', `The rollback request is not valid: ${reason}`, field, reason), token);
      }
      try {
        const result = await rollBackApp({ ...context, actor: describeToken(token) }, app, body.data.version);
        const message =
          result.from === result.to
            ? `${result.app} ${result.to} was already current; nothing changed.`
            : `${result.app}: ${result.to} is now current (was ${result.from}). Open tabs switch on their next navigation.`;
        return await succeed(options, request, reply, token, 200, { action: 'rollback', app: result.app, version: result.to, previous: result.from, message });
      } catch (error) {
        if (error instanceof ReleaseError) return refuse(options, request, reply, fromReleaseError(error), token);
        throw error;
      }
    });
  });
}
