/**
 * `npm start` for start-platform.test.ts: the same supervisor and signal handling as cli/start.ts,
 * on a fake repository root (FIXTURE_ROOT) with a fake build script and a fake API from the test.
 */
import { loadConfig } from '../../config/env';
import { runPlatformUntilStopped } from '../start-platform';

const { FIXTURE_ROOT, FIXTURE_BUILD_SCRIPT, FIXTURE_API_SCRIPT } = process.env;
if (!FIXTURE_ROOT || !FIXTURE_BUILD_SCRIPT || !FIXTURE_API_SCRIPT) {
  throw new Error('FIXTURE_ROOT, FIXTURE_BUILD_SCRIPT and FIXTURE_API_SCRIPT must be set');
}

runPlatformUntilStopped({
  rootDir: FIXTURE_ROOT,
  config: loadConfig(process.env, FIXTURE_ROOT),
  env: process.env,
  out: (line) => process.stdout.write(`${line}\n`),
  buildCommand: (app) => [process.execPath, [FIXTURE_BUILD_SCRIPT, app]],
  apiCommand: [process.execPath, [FIXTURE_API_SCRIPT]],
  mailCatcher: false,
  stopGraceMs: 500,
}).then((status) => process.exit(status));
