import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPOSITORY_ROOT } from '../config/env';
import type { CommandLine } from '../start/start-platform';

/** The API's two entry points: the HTTP server and the job worker (`npm run worker`). */
export type ApiEntry = 'api' | 'worker';

const SOURCE_ENTRIES: Record<ApiEntry, string> = {
  api: 'api/src/main.ts',
  worker: 'api/src/cli/worker.ts',
};

/**
 * How the topology starts an API or worker process: node with the TypeScript source through tsx,
 * as api/src/testing/api-process.ts does. The one place to switch to the compiled entries
 * (`node api/dist/...`) once the API is built to JavaScript.
 */
export function apiProcessCommand(entry: ApiEntry): CommandLine {
  return [process.execPath, ['--import', pathToFileURL(require.resolve('tsx')).href, path.join(REPOSITORY_ROOT, SOURCE_ENTRIES[entry])]];
}
