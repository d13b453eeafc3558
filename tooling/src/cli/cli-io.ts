import { ConfigError, REPOSITORY_ROOT } from '../config/env';
import { ReleaseError } from '../releases';

/** What a command needs from its surroundings, so tests can run it in-process with fake ones. */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  /** Repository root: builds are read from `<rootDir>/<app>/dist`. */
  rootDir: string;
  out(line: string): void;
  err(line: string): void;
}

/** A command: arguments in, exit status out. Refusals are thrown as ReleaseError or ConfigError. */
export type CliCommand = (args: string[], io: CliIo) => Promise<number>;

/** Runs `command` against `io`, printing refusals as one clear message instead of a stack trace. */
export async function runCommand(command: CliCommand, args: string[], io: CliIo): Promise<number> {
  try {
    return await command(args, io);
  } catch (error) {
    if (error instanceof ReleaseError || error instanceof ConfigError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

/** Runs a command as the process's main program (`npm run <script> -- args`). */
export function runAsMain(command: CliCommand): void {
  const io: CliIo = {
    env: process.env,
    rootDir: REPOSITORY_ROOT,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  };
  runCommand(command, process.argv.slice(2), io).then(
    (status) => {
      process.exitCode = status;
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}

/**
 * Runs a long-running command (`npm start`, `npm run deploy-server`) as the process's main program:
 * a status ends the process with it, `undefined` leaves it serving until its own signal handling
 * ends it; a wrong setting (ConfigError) is one clear line and status 1, anything else its stack.
 */
export function runServerMain(main: () => Promise<number | undefined>): void {
  // Through a promise, so that a setting refused before main's first await is handled the same way.
  Promise.resolve().then(main).then(
    (status) => {
      if (status !== undefined) process.exit(status);
    },
    (error: unknown) => {
      if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
      else process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
