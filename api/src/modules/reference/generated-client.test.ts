import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import ts from 'typescript';
import { describeEachDatabase } from '../../db/testing';
import { createTestApp, signUp } from '../../testing/app';

const run = promisify(execFile);

/** The repository's node_modules: the generated client's folder links to it for openapi-fetch and @types/node. */
const NODE_MODULES = resolve(__dirname, '../../../../node_modules');

/**
 * What an integrator writes against the generated types: a search, the team's vacancy list, a
 * vacancy's applications and a stage move, all with the team's API key; then a call a key may
 * not make. Type-checked strictly against the generated `paths`, then run by Node as it is.
 */
const INTEGRATION = `
import createClient from 'openapi-fetch';
import type { paths } from './schema.js';

const client = createClient<paths>({ baseUrl: process.env.API_ORIGIN, headers: { Authorization: \`Bearer \${process.env.API_KEY}\` } });

const search = await client.POST('/api/webapp/resumes_search/resumes/', { body: { text: process.env.SEARCH_TEXT ?? '' } });
if (search.data === undefined) throw new Error(\`search: \${search.error.error.code}\`);

const vacancies = await client.GET('/api/team/vacancies', { params: { query: { status: 'open' } } });
if (vacancies.data === undefined) throw new Error(\`vacancies: \${vacancies.error.error.code}\`);
const vacancy = vacancies.data.items[0];
if (vacancy === undefined) throw new Error('no open vacancy');

const board = await client.GET('/api/team/vacancies/{id}/applications', { params: { path: { id: String(vacancy.id) } } });
if (board.data === undefined) throw new Error(\`applications: \${board.error.error.code}\`);
const application = board.data.items[0];
if (application === undefined) throw new Error('no application');

const moved = await client.POST('/api/team/applications/{id}/stage', { params: { path: { id: String(application.id) } }, body: { stage: 'screening' } });
if (moved.data === undefined) throw new Error(\`stage: \${moved.error.error.code}\`);

const refused = await client.GET('/api/team/api-keys');

process.stdout.write(JSON.stringify({
  found: search.data.items.map((item) => item.name),
  vacancies: vacancies.data.items.map((item) => item.title),
  applicant: application.name,
  stage: moved.data.stage,
  refused: { status: refused.response.status, code: refused.error?.error.code },
}));
`;

/** Strict TypeScript errors of the integration against the generated types (none expected). */
function typeErrors(dir: string): string[] {
  const program = ts.createProgram([join(dir, 'integration.mts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: ['node'],
    skipLibCheck: true,
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describeEachDatabase('a client generated from /api/openapi.json (openapi-typescript + openapi-fetch)', (getDb) => {
  let app: FastifyInstance;
  let origin: string;
  let dir: string;
  beforeAll(async () => {
    app = await createTestApp(getDb());
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('the API listens on no port');
    origin = `http://127.0.0.1:${address.port}`;
    dir = mkdtempSync(join(tmpdir(), 'openapi-client-'));
    symlinkSync(NODE_MODULES, join(dir, 'node_modules'), 'dir');
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module', private: true }));
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('searches, lists vacancies and moves an application through the API with a team key', async () => {
    const owner = await signUp(app, { kind: 'recruiter', name: 'Key Owner' });
    const cookie = { cookie: owner.cookie };
    const created = await app.inject({ method: 'POST', url: '/api/team/api-keys', headers: cookie, payload: { name: 'Generated client', scopes: ['cvs:read', 'pipeline:write'] } });
    expect(created.statusCode).toBe(201);
    const token: string = created.json().token;
    const title = `Client vacancy ${Date.now()}`;
    const vacancy = await app.inject({ method: 'POST', url: '/api/team/vacancies', headers: cookie, payload: { title, status: 'open' } });
    expect(vacancy.statusCode).toBe(201);
    const candidate = await signUp(app, { kind: 'candidate', name: 'Typed Applicant' });
    const word = `zanzibarologist${Date.now().toString(36)}`;
    const cv = await app.inject({
      method: 'PUT',
      url: '/api/cv/me',
      headers: { cookie: candidate.cookie },
      payload: { username: `typed-${Date.now().toString(36)}`, visibility: 'public', resume: { basics: { name: 'Typed Applicant', label: word } } },
    });
    expect(cv.statusCode).toBe(200);
    const applied = await app.inject({ method: 'POST', url: `/api/team/vacancies/${vacancy.json().id}/applications`, headers: { cookie: candidate.cookie }, payload: { message: 'Hello' } });
    expect(applied.statusCode).toBe(201);

    // The types come from the running API's document, as an integrator makes them (the CLI).
    await run(process.execPath, [join(NODE_MODULES, 'openapi-typescript/bin/cli.js'), `${origin}/api/openapi.json`, '--output', join(dir, 'schema.d.ts')], { cwd: dir });
    writeFileSync(join(dir, 'integration.mts'), INTEGRATION);
    expect(typeErrors(dir)).toEqual([]);

    const { stdout } = await run(process.execPath, ['integration.mts'], {
      cwd: dir,
      env: { ...process.env, API_ORIGIN: origin, API_KEY: token, SEARCH_TEXT: word },
    });
    expect(JSON.parse(stdout)).toEqual({
      found: ['Typed Applicant'],
      vacancies: [title],
      applicant: 'Typed Applicant',
      stage: 'screening',
      refused: { status: 403, code: 'api_key_not_accepted' },
    });
    // The move is the team's, as the board shows it to its owner.
    const details = await app.inject({ method: 'GET', url: `/api/team/applications/${applied.json().id}`, headers: cookie });
    expect(details.json().stage).toBe('screening');
  }, 120_000);

  it('generated types refuse a call the contract does not allow', async () => {
    writeFileSync(join(dir, 'integration.mts'), INTEGRATION.replace("{ stage: 'screening' }", "{ stage: 'promoted' }"));
    expect(typeErrors(dir).join('\n')).toMatch(/promoted/);
  }, 120_000);
});
