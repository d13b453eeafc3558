import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadProjectRoutes, loadRemoteProject } from './load-project';

let dir: string;

const CONFIG = `export const federation = {
  app: 'remote-reports', kind: 'remote', name: 'reports',
  exposes: { './app': './src/app/mount.tsx' }, routes: './src/app/route-manifest.ts', devPort: 9085,
};
`;

function write(relative: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
  writeFileSync(path.join(dir, relative), text);
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'remote-kit-'));
  write('tsconfig.json', '{}');
  write('src/app/mount.tsx', 'export {};');
  write('src/app/route-manifest.ts', "export const routeManifest = { schemaVersion: 1, routes: [{ name: 'reports', path: '/reports' }], navigation: [], widgets: [] };");
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('loadRemoteProject', () => {
  it('reads the config and the route declaration of a project', () => {
    write('federation.config.ts', CONFIG);
    const project = loadRemoteProject(dir);
    expect(project.config).toMatchObject({ app: 'remote-reports', name: 'reports', devPort: 9085 });
    expect(loadProjectRoutes(project)?.routes).toEqual([{ name: 'reports', path: '/reports' }]);
  });

  it('names the missing config file', () => {
    expect(() => loadRemoteProject(dir)).toThrow(`No federation.config.ts in ${dir}: run platform-remote in a remote's folder`);
  });

  it.each([
    [CONFIG.replace("kind: 'remote'", "kind: 'host'"), 'federation.kind must be "remote"'],
    [CONFIG.replace("{ './app'", "{ './page'"), 'federation.exposes must expose ./app (the module the host mounts)'],
    [CONFIG.replace('devPort: 9085', "devPort: '9085'"), 'federation.devPort'],
    ['export const config = {};', 'must export `federation`'],
  ])('names the bad field of %s', (text, message) => {
    write('federation.config.ts', text);
    expect(() => loadRemoteProject(dir)).toThrow(message);
  });

  it('names an exposed file that does not exist', () => {
    write('federation.config.ts', CONFIG.replace('mount.tsx', 'missing.tsx'));
    expect(() => loadRemoteProject(dir)).toThrow(`federation.config.ts: exposes['./app']: ./src/app/missing.tsx does not exist in ${dir}`);
  });

  it('names the first bad field of the route declaration', () => {
    write('federation.config.ts', CONFIG);
    write('src/app/route-manifest.ts', "export const routeManifest = { schemaVersion: 1, routes: [{ name: 'reports', path: 'reports' }], navigation: [], widgets: [] };");
    expect(() => loadProjectRoutes(loadRemoteProject(dir))).toThrow(/^remote-reports: src\/app\/route-manifest\.ts declares invalid routes: routes\.0\.path/);
  });

  it('reports a config that does not compile as one line', () => {
    write('federation.config.ts', 'export const federation = {');
    expect(() => loadRemoteProject(dir)).toThrow(/federation\.config\.ts could not be loaded: /);
  });
});
