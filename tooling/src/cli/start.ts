import './require-node';
import { ConfigError, loadConfig, REPOSITORY_ROOT } from '../config/env';
import { runPlatformUntilStopped } from '../start/start-platform';

/** `npm start`: build what is not built, release what was never released, run the API and the static server (the host and every released remote). */
async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig(process.env, REPOSITORY_ROOT);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  return runPlatformUntilStopped({
    rootDir: REPOSITORY_ROOT,
    config,
    env: process.env,
    out: (line) => process.stdout.write(`${line}\n`),
  });
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
