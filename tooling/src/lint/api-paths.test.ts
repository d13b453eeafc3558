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
  // The shell's own calls: call() itself measured 0.9 KiB over the shell's 41 KiB first-load budget
  // (bench/results/onepath-bundle.md); they move once the shell has room.
  'host/src/app/shell/use-save-preference.ts',
  'host/src/features/auth/api/lifecycle-calls.ts',
  'host/src/features/promo/run-promo-flow.ts',
  'remote-cv/src/features/cv-editor/api/my-cv.ts',
  'remote-cv/src/features/cv-import/api/import-cvs.ts',
  'remote-cv/src/features/cv-import/api/import-files.ts',
  'remote-cv/src/features/cv-view/api/reveal-contacts.ts',
  'remote-cv/src/features/username-redirect/api/get-cv-location.ts',
  'remote-team/src/features/analytics/api/analytics-calls.ts',
  'remote-team/src/features/applications/api/application-calls.ts',
  'remote-team/src/features/applications/api/get-board.ts',
  'remote-team/src/features/applications/api/thread-calls.ts',
  'remote-team/src/features/integrations/api/webhook-calls.ts',
  'remote-team/src/features/mailings/api/mailing-calls.ts',
  'remote-team/src/features/team/api/api-key-calls.ts',
  'remote-team/src/features/team/api/team-calls.ts',
  'remote-team/src/features/vacancies/api/vacancy-calls.ts',
  'remote-user/src/features/account/api/account-calls.ts',
  'remote-user/src/features/applications/api/application-calls.ts',
  'remote-user/src/features/applications/api/thread-calls.ts',
  'remote-user/src/features/education/api/education-calls.ts',
  'remote-user/src/features/favourites/api/favourite-calls.ts',
  'remote-user/src/features/history/api/history-calls.ts',
  'remote-user/src/features/scouts/api/scout-calls.ts',
  'shared/src/favourites/add-to-list-calls.ts',
  'shared/src/parcel/standalone.tsx',
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
