import { compiledApiCommand } from '../build/api/bundle-api';
import type { CommandLine } from '../start/start-platform';

/** The API's two entry points: the HTTP server and the job worker (`npm run worker`). */
export type ApiEntry = 'api' | 'worker';

const COMPILED_ENTRIES = { api: 'main', worker: 'worker' } as const satisfies Record<ApiEntry, string>;

/**
 * How the topology starts an API or worker process: the compiled bundle (`npm run build:api`,
 * `bundleApi()`) under plain node, as the images run it. The caller builds the bundle first.
 */
export function apiProcessCommand(entry: ApiEntry): CommandLine {
  const { command, args } = compiledApiCommand(COMPILED_ENTRIES[entry]);
  return [command, args];
}
