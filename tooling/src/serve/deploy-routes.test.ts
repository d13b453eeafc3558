import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEPLOY_ROUTES, deployReleasePath, deployRollbackPath } from '@platform/contract';
import { readDeploymentManifest } from '../releases';
import { readDeployLog } from '../releases/deploy-log';
import { createDeployToken, DEPLOY_TOKENS_FILE, revokeDeployToken } from '../releases/deploy-tokens';
import { makeTempDir, releaseFakeVersions, removeDir, TEST_REMOTES_ORIGIN, writeFakeBuild } from '../testing/fake-builds';
import { tarGz, tarGzFolder } from '../testing/tar-archive';
import { createHostServer } from './host-server';

/**
 * The release endpoint on the host server, which serves the release store it writes: a team's CI
 * releases and rolls back its own remote with its deploy token, through the release commands' code.
 */
let rootDir: string;
let teamDir: string;
let releasesDir: string;
let host: FastifyInstance;
let reportsToken: string;

beforeEach(async () => {
  rootDir = await makeTempDir();
  teamDir = await makeTempDir('team-repo-');
  releasesDir = await releaseFakeVersions(rootDir, { host: ['h1'], 'remote-search': ['s1'] });
  reportsToken = (await createDeployToken(releasesDir, 'remote-reports', 'reports CI')).token;
  host = await createHostServer({ releasesDir, apiOrigin: 'http://127.0.0.1:9', remotesOrigin: TEST_REMOTES_ORIGIN, deploy: { maxUploadBytes: 64 * 1024 } });
});

afterEach(async () => {
  await host.close();
  await removeDir(rootDir);
  await removeDir(teamDir);
});

async function buildArchive(version: string): Promise<Buffer> {
  return tarGzFolder(await writeFakeBuild(teamDir, 'remote-reports', version));
}

function upload(name: string, body: Buffer, token: string | null = reportsToken) {
  return host.inject({
    method: 'POST',
    url: deployReleasePath(name),
    headers: { 'content-type': 'application/gzip', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body,
  });
}

function rollback(name: string, body: Record<string, unknown> | undefined, token = reportsToken) {
  return host.inject({ method: 'POST', url: deployRollbackPath(name), headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { payload: body }) });
}

describe('the release endpoint', () => {
  it('says at /deploy/health, without a token, whether it can write the release store', async () => {
    const healthy = await host.inject({ url: DEPLOY_ROUTES.health });
    expect([healthy.statusCode, healthy.headers['cache-control'], healthy.json()]).toEqual([200, 'no-store', { status: 'ok' }]);
    await removeDir(releasesDir);
    const broken = await host.inject({ url: DEPLOY_ROUTES.health });
    expect([broken.statusCode, broken.json().error.code]).toEqual([503, 'STORE_NOT_WRITABLE']);
    expect(broken.json().error.message).toContain('(ENOENT)');
  });

  it('releases a new remote from an uploaded build, registers it, serves it at once, and rolls it back', async () => {
    const first = await upload('reports', await buildArchive('r1'));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      action: 'release',
      app: 'remote-reports',
      version: 'r1',
      registered: true,
      message: 'Registered remote-reports: owned by reports team (reports@example.com), served at /remotes/reports/. Released remote-reports r1: now current.',
    });
    expect((await host.inject({ url: '/remotes.json' })).json().remotes.reports.version).toBe('r1');
    expect((await host.inject({ url: '/remotes/reports/r1/remoteEntry.js' })).statusCode).toBe(200);

    expect((await upload('reports', await buildArchive('r2'))).json()).toMatchObject({ version: 'r2', registered: false });
    const undo = await rollback('reports', undefined);
    expect([undo.statusCode, undo.json()]).toEqual([
      200,
      { action: 'rollback', app: 'remote-reports', version: 'r1', previous: 'r2', message: 'remote-reports: r1 is now current (was r2). Open tabs switch on their next navigation.' },
    ]);
    expect((await rollback('reports', { version: 'r2' })).json()).toMatchObject({ version: 'r2', previous: 'r1' });

    // Who did what, and when: in the deployment history and in the log of every use.
    const deployments = (await readDeploymentManifest(releasesDir))['remote-reports']?.deployments ?? [];
    const tokenId = reportsToken.split('_')[1];
    expect(deployments.map((entry) => [entry.action, entry.version, entry.by])).toEqual([
      ['rollback', 'r2', `deploy token ${tokenId} (reports CI)`],
      ['rollback', 'r1', `deploy token ${tokenId} (reports CI)`],
      ['release', 'r2', `deploy token ${tokenId} (reports CI)`],
      ['release', 'r1', `deploy token ${tokenId} (reports CI)`],
    ]);
    expect((await readDeployLog(releasesDir)).map((entry) => [entry.action, entry.status, entry.outcome])).toEqual([
      ['release', 201, 'r1'],
      ['release', 201, 'r2'],
      ['rollback', 200, 'r1'],
      ['rollback', 200, 'r2'],
    ]);
  });

  it('refuses a missing, unknown, revoked or other remote\'s token, and logs each refusal', async () => {
    const archive = await buildArchive('r1');
    const none = await upload('reports', archive, null);
    expect([none.statusCode, none.headers['www-authenticate'], none.json().error.fields[0].path]).toEqual([401, 'Bearer realm="deploy"', 'authorization']);
    const wrong = await upload('reports', archive, `${reportsToken.slice(0, -4)}AAAA`);
    expect([wrong.statusCode, wrong.json().error.message]).toEqual([401, 'The deploy token is unknown or wrong.']);

    const search = await createDeployToken(releasesDir, 'remote-search', 'search CI');
    const other = await upload('reports', archive, search.token);
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toMatchObject({
      code: 'WRONG_REMOTE',
      message: `deploy token ${search.record.id} (search CI) is scoped to remote-search: it cannot release remote-reports. Use that remote's own token.`,
    });
    expect((await rollback('search', undefined)).statusCode).toBe(403);

    const id = reportsToken.split('_')[1] ?? '';
    await revokeDeployToken(releasesDir, id);
    const revoked = await upload('reports', archive);
    expect([revoked.statusCode, revoked.json().error.message]).toEqual([401, expect.stringMatching(new RegExp(`^deploy token ${id} \\(reports CI\\) was revoked at `))]);

    expect(existsSync(path.join(releasesDir, 'remote-reports'))).toBe(false);
    expect((await readDeployLog(releasesDir)).map((entry) => [entry.by.replace(/[0-9a-f]{12}/, 'ID'), entry.action, entry.app, entry.status])).toEqual([
      ['unauthenticated', 'release', 'remote-reports', 401],
      ['unauthenticated', 'release', 'remote-reports', 401],
      ['deploy token ID (search CI)', 'release', 'remote-reports', 403],
      ['deploy token ID (reports CI)', 'rollback', 'remote-search', 403],
      ['deploy token ID (reports CI)', 'release', 'remote-reports', 401],
    ]);
    // Only digests are stored.
    // The secret is everything after `pdt_<id>_`: base64url, so it may hold `_` itself.
    const secret = reportsToken.slice(`pdt_${id}_`.length);
    expect(secret).toHaveLength(43);
    expect(await readFile(path.join(releasesDir, DEPLOY_TOKENS_FILE), 'utf8')).not.toContain(secret);
  });

  it('answers bad input with a 4xx naming the field and the reason, and writes nothing', async () => {
    const bad = await upload('Reports!', await buildArchive('r1'));
    expect([bad.statusCode, bad.json().error.fields[0].path]).toEqual([400, 'name']);

    const notGzip = await upload('reports', Buffer.from('plain text'));
    expect([notGzip.statusCode, notGzip.json().error]).toEqual([
      422,
      { code: 'INVALID_BUILD', message: 'the uploaded archive is not a build archive the platform accepts: it is not gzip-compressed (expected a .tgz).', fields: [{ path: 'body', message: 'the uploaded archive is not a build archive the platform accepts: it is not gzip-compressed (expected a .tgz).' }] },
    ]);
    const noEntry = await upload('reports', tarGz([{ name: 'build.json', data: JSON.stringify({ app: 'remote-reports', buildId: 'r9', builtAt: new Date().toISOString() }) }]));
    expect([noEntry.statusCode, noEntry.json().error.message]).toEqual([422, 'remote-reports build r9 has no remoteEntry.js in the uploaded archive: build it again.']);
    const otherApp = await upload('reports', await tarGzFolder(await writeFakeBuild(teamDir, 'remote-other', 'o1')));
    expect([otherApp.statusCode, otherApp.json().error.message]).toEqual([422, 'the uploaded archive: build.json belongs to "remote-other", not remote-reports.']);

    const tooBig = await upload('reports', Buffer.alloc(65 * 1024, 1));
    expect(tooBig.statusCode).toBe(413);
    const wrongType = await host.inject({ method: 'POST', url: deployReleasePath('reports'), headers: { authorization: `Bearer ${reportsToken}`, 'content-type': 'text/plain' }, payload: 'x' });
    expect(wrongType.statusCode).toBe(415);

    expect((await upload('reports', await buildArchive('r1'))).statusCode).toBe(201);
    const again = await upload('reports', await buildArchive('r1'));
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'ALREADY_RELEASED']);
    const unknown = await rollback('reports', { version: 'r7' });
    expect([unknown.statusCode, unknown.json().error.fields[0].path, unknown.json().error.message]).toEqual([404, 'version', 'remote-reports has no release "r7". Released versions: r1.']);
    const badVersion = await rollback('reports', { version: '../x' });
    expect([badVersion.statusCode, badVersion.json().error.fields[0].path]).toEqual([400, 'version']);
    const extra = await rollback('reports', { version: 'r1', force: true });
    expect([extra.statusCode, extra.json().error.message]).toEqual([400, 'The rollback request is not valid: Unknown fields: force; only "version" is accepted.']);
    const notJson = await host.inject({ method: 'POST', url: deployRollbackPath('reports'), headers: { authorization: `Bearer ${reportsToken}`, 'content-type': 'application/json' }, payload: '{' });
    expect([notJson.statusCode, notJson.json().error.fields[0].path]).toEqual([400, 'body']);
    const nothing = await rollback('reports', undefined);
    expect([nothing.statusCode, nothing.json().error.code]).toEqual([409, 'NOTHING_TO_ROLL_BACK']);

    // Only the one good release reached the store: no half-written or temporary folder.
    expect(await readdir(path.join(releasesDir, 'remote-reports'))).toEqual(['r1']);
    expect(existsSync(path.join(releasesDir, 'remote-other'))).toBe(false);
  });

  it('refuses a route overlap with the release command\'s message', async () => {
    const clash = await makeTempDir('clash-');
    try {
      const dist = await writeFakeBuild(clash, 'remote-reports', 'r1', {
        schemaVersion: 1,
        owner: { team: 'Reporting', contact: 'reporting@example.com' },
        routes: [{ name: 'home', path: '/search' }],
        navigation: [],
        widgets: [],
      });
      const response = await upload('reports', await tarGzFolder(dist));
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({ code: 'ROUTE_CONFLICT', fields: [{ path: 'routes' }] });
      expect(response.json().error.message).toContain('/search overlaps search');
    } finally {
      await removeDir(clash);
    }
  });
});
