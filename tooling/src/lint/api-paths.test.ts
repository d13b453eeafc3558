import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** A call or a route registration with its path written as a string: `api.get('/user/history')`, `app.post('/team/invitations', …)`. */
const STRING_PATH = /\b(?:api|quietApi|client|app)\.(?:get|post|put|patch|delete)\s*(?:<[^()]*?>)?\(\s*['"`]\//g;

/**
 * Files that still write an API path by hand, each to move onto the contract's entries
 * (`route(app, ENDPOINT, handler)` in the API, `call(api, ENDPOINT | ROUTE, input)` in the apps).
 * The list only shrinks: a file that no longer writes one must leave it.
 */
const NOT_YET_CONVERTED = new Set<string>([
  'api/src/modules/alerts/index.ts',
  'api/src/modules/auth/index.ts',
  'api/src/modules/team/analytics.ts',
  'api/src/modules/team/applications/apply-routes.ts',
  'api/src/modules/team/applications/board-routes.ts',
  'api/src/modules/team/conversation/routes.ts',
  'api/src/modules/team/conversation/templates.ts',
  'api/src/modules/team/mailings/routes.ts',
  'api/src/modules/team/members.ts',
  'api/src/modules/team/vacancies.ts',
]);

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

  it('no app or API module outside the list calls or registers a path written as a string', () => {
    expect(offenders.filter((file) => !NOT_YET_CONVERTED.has(file))).toEqual([]);
  });

  it('the list names only files that still do', () => {
    expect([...NOT_YET_CONVERTED].filter((file) => !offenders.includes(file))).toEqual([]);
  });
});
