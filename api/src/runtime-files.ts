import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Files the API reads or runs at run time, found the same way whether it runs from its TypeScript
 * sources (tsx, Jest) or as the compiled bundle of `npm run build:api`, which is one folder holding
 * the entries and copies of those files:
 *
 * | what                     | sources                                   | bundle (`api/dist` by default) |
 * |--------------------------|-------------------------------------------|--------------------------------|
 * | migrations               | `api/migrations/`                         | `<dist>/migrations/`           |
 * | education texts          | `api/src/modules/education/content/`      | `<dist>/education/`            |
 * | embedded database server | `api/src/db/embedded-server-process.ts` | `<dist>/embedded-server.js`    |
 * | CV file reader thread    | `api/src/modules/cv/intake/file-reader-thread.ts` | `<dist>/cv-file-reader.js` |
 * | default data folder      | `<repository>/data`                       | `<dist>/../../data`            |
 *
 * The bundle is recognised by this module's own file: the sources end in `.ts`.
 */
const COMPILED = !__filename.endsWith('.ts');

/** `api/src` when running the sources (this file's folder); the bundle's folder when compiled. */
const CODE_DIR = __dirname;

/** `api/` when running the sources; the bundle's folder when compiled. */
const API_DIR = COMPILED ? __dirname : join(__dirname, '..');

/** The numbered `NNN_name.sql` migration files. */
export const MIGRATIONS_DIR = join(API_DIR, 'migrations');

/** The education catalogue's Markdown texts, one folder per item. */
export const EDUCATION_CONTENT_DIR = COMPILED ? join(CODE_DIR, 'education') : join(CODE_DIR, 'modules', 'education', 'content');

/** `DATA_DIR`'s default: `data/` at the repository root (the bundle sits in `api/dist`). */
export const DEFAULT_DATA_DIR = join(API_DIR, COMPILED ? '../..' : '..', 'data');

/** How to start a module of the API as a child process: the file and the Node flags it needs. */
export interface ChildEntry {
  modulePath: string;
  execArgv: string[];
}

/** The embedded database server, as a child process the API forks. */
export function embeddedServerEntry(): ChildEntry {
  if (COMPILED) return { modulePath: join(CODE_DIR, 'embedded-server.js'), execArgv: [] };
  // The sources are TypeScript: run through tsx, whatever started this process (tsx, Jest).
  return {
    modulePath: join(CODE_DIR, 'db', 'embedded-server-process.ts'),
    execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href],
  };
}

/** The CV file reader, as a worker thread of the API's pool (`modules/cv/intake/file-reader.ts`). */
export function fileReaderEntry(): ChildEntry {
  if (COMPILED) return { modulePath: join(CODE_DIR, 'cv-file-reader.js'), execArgv: [] };
  return {
    modulePath: join(CODE_DIR, 'modules', 'cv', 'intake', 'file-reader-thread.ts'),
    execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href],
  };
}
