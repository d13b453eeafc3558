import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** A call or a route registration with its path written as a string: `api.get('/user/history')`, `app.post('/team/invitations', …)`. */
const STRING_PATH = /\b(?:api|quietApi|client|app)\.(?:get|post|put|patch|delete)\s*(?:<[^()]*?>)?\(\s*['"`]\//g;

/** A registration around `route()`: `app.get(ENDPOINT.path, …)` parses by hand what the entry's schemas do and asserts its reply type. */
const HAND_REGISTRATION = /\bapp\.(?:get|post|put|patch|delete)\s*(?:<[^()]*?>)?\(/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'testing' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The code without its comments (an example in a comment is not a call). */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function appFolders(): string[] {
  return readdirSync(ROOT).filter((name) => name === 'host' || name === 'shared' || name === 'kit' || name === 'api' || name.startsWith('remote-'));
}

describe('API paths are written once, in the contract', () => {
  const offenders = appFolders()
    .flatMap((folder) => sources(path.join(ROOT, folder, 'src')))
    .filter((file) => [...code(file).matchAll(STRING_PATH)].length > 0)
    .map((file) => path.relative(ROOT, file));

  // The contract's entries are the paths: `route(app, ENDPOINT, handler)` in the API,
  // `call(api, ENDPOINT | ROUTE, input)` in the apps.
  it('no app or API module calls or registers a path written as a string', () => {
    expect(offenders).toEqual([]);
  });

  it('every API module registers its endpoints with route(), which parses their input by the entry and types the reply', () => {
    const handRegistered = sources(path.join(ROOT, 'api', 'src', 'modules'))
      .filter((file) => [...code(file).matchAll(HAND_REGISTRATION)].length > 0)
      .map((file) => path.relative(ROOT, file));
    expect(handRegistered).toEqual([]);
  });
});
