import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { administer as administerServer } from '../../../../api/src/db/testing';
import { ENGLISH_CV, makeDocx, makePdf } from '../../../../api/src/modules/cv/intake/testing/files';
import { multipart } from '../../../../api/src/modules/cv/intake/testing/multipart';
import { apiCall, registerRecruiter } from '../../../../api/src/testing/api-client';
import { freePort, startApiProcess, type ApiProcess } from '../../../../api/src/testing/api-process';
import { API_DIR, API_ENTRIES, bundleApi, compiledApiCommand, externalPackagesOf, type ApiBundle } from './bundle-api';

const apiPackage: { dependencies: Record<string, string> } = JSON.parse(readFileSync(join(API_DIR, 'package.json'), 'utf8'));

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** A PostgreSQL server: `DATABASE_URL` (CI), else the local one of this machine kind. */
const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

function administer(sql: string): Promise<void> {
  return administerServer(SERVER_URL, sql);
}

const PRODUCTION_PROGRAMS = ['main.js', 'worker.js', 'migrate.js', 'embedded-server.js'];

let dist: string;
let bundle: ApiBundle;

beforeAll(async () => {
  // Inside api/ so the bundle finds the workspace's node_modules, as api/dist does.
  dist = mkdtempSync(join(API_DIR, 'tmp-build-'));
  bundle = await bundleApi(dist);
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the compiled API (npm run build:api)', () => {
  it('has one program per entry, run by plain node', () => {
    for (const entry of Object.keys(API_ENTRIES)) {
      expect(Object.keys(bundle.metafile.outputs)).toContainEqual(expect.stringMatching(new RegExp(`/${entry}\\.js$`)));
    }
    const help = spawnSync(compiledApiCommand('jobs', dist).command, [...compiledApiCommand('jobs', dist).args, '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: npm run jobs');
  });

  it('keeps the demo data generator (faker) out of the production programs', () => {
    for (const program of PRODUCTION_PROGRAMS) {
      expect(externalPackagesOf(bundle, program)).not.toContain('@faker-js/faker');
      expect(readFileSync(join(dist, program), 'utf8')).not.toMatch(/faker/i);
    }
    // The API reaches the demo data only through its own bundle, loaded in demo mode.
    expect(readFileSync(join(dist, 'main.js'), 'utf8')).toContain('import("./demo-data.js")');
    expect(externalPackagesOf(bundle, 'demo-data.js')).toContain('@faker-js/faker');
    expect(externalPackagesOf(bundle, 'seed.js')).toContain('@faker-js/faker');
  });

  it('requires only packages the api workspace declares, and every one it declares', () => {
    const builtins = new Set(builtinModules);
    const required = new Set(
      Object.keys(bundle.metafile.outputs)
        .filter((file) => file.endsWith('.js'))
        .flatMap((file) => externalPackagesOf(bundle, file.slice(file.lastIndexOf('/') + 1)))
        .map(packageName)
        .filter((name) => !builtins.has(name)),
    );
    expect([...required].filter((name) => !(name in apiPackage.dependencies))).toEqual([]);
    // The contract is TypeScript compiled into the bundle; everything else is required at run time.
    const declared = Object.keys(apiPackage.dependencies).filter((name) => name !== '@platform/contract');
    expect(declared.filter((name) => !required.has(name))).toEqual([]);
  });

  it('migrates a fresh PostgreSQL database as the compose "migrate" service does, then finds it up to date', async () => {
    const name = `api_compiled_${randomBytes(6).toString('hex')}`;
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    await administer(`CREATE DATABASE ${name}`);
    try {
      const { command, args } = compiledApiCommand('migrate', dist);
      const env = { ...process.env, DATABASE_URL: url.toString(), NODE_ENV: 'production' };
      const first = spawnSync(command, args, { env, encoding: 'utf8' });
      expect(first.stderr).toBe('');
      expect(first.stdout).toMatch(/^Applied (\d+) of \1 migrations: 001_accounts\.sql, /);
      const second = spawnSync(command, args, { env, encoding: 'utf8' });
      expect(second.stdout).toMatch(/^The schema is up to date \(\d+ migrations\)\.$/m);
    } finally {
      await administer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }, 60_000);

  describe('on an empty embedded data folder, demo data off', () => {
    let dataDir: string;
    let api: ApiProcess;

    beforeAll(async () => {
      dataDir = mkdtempSync(join(API_DIR, 'tmp-data-'));
      api = startApiProcess({ PORT: String(await freePort()), DATA_DIR: dataDir, EMBEDDED_DB_PORT: '0', DEMO_DATA: 'false', DATABASE_URL: undefined, DATABASE_READ_URL: undefined }, compiledApiCommand('main', dist));
      await api.waitUntilReady();
    }, 120_000);

    afterAll(async () => {
      await api.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('migrates from the copied SQL files, serves /api/ready and reads the education texts', async () => {
      expect((await apiCall(api.origin, 'GET', '/api/ready')).status).toBe(200);
      // No demo account: the database is as empty as a production one.
      const signIn = await apiCall(api.origin, 'POST', '/api/auth/login', { body: { email: 'demo@example.com', password: 'demo-password' } });
      expect(signIn.status).toBe(401);
      const cookie = await registerRecruiter(api.origin, 'compiled@example.test');
      const course = await apiCall(api.origin, 'GET', '/api/education/1', { cookie });
      expect(course.status).toBe(200);
      expect(JSON.stringify(course.body)).toMatch(/"body":"[^"]{40,}/);
    });

    it('reads CV files: a PDF (pdf.js loaded at run time) and a DOCX become drafts', async () => {
      const cookie = await registerRecruiter(api.origin, 'compiled-files@example.test');
      const body = multipart([
        { name: 'cv.pdf', bytes: await makePdf(ENGLISH_CV) },
        { name: 'cv.docx', bytes: await makeDocx(ENGLISH_CV) },
      ]);
      const response = await fetch(`${api.origin}/api/cv/import/files`, { method: 'POST', headers: { cookie, ...body.headers }, body: new Uint8Array(body.payload) });
      expect(response.status).toBe(200);
      const answer: unknown = await response.json();
      expect(answer).toMatchObject({ results: [{ status: 'draft', draft: { name: 'John Smith' } }, { status: 'draft', draft: { name: 'John Smith' } }] });
    });
  });
});
