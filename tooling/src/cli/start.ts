import './require-node';
import { loadConfig, REPOSITORY_ROOT } from '../config/env';
import { runPlatformUntilStopped } from '../start/start-platform';
import { runServerMain } from './cli-io';

/** `npm start`: build what is not built, release what was never released, run the API and the static server (the host and every released remote). */
runServerMain(() =>
  runPlatformUntilStopped({
    rootDir: REPOSITORY_ROOT,
    config: loadConfig(process.env, REPOSITORY_ROOT),
    env: process.env,
    out: (line) => process.stdout.write(`${line}\n`),
  }),
);
