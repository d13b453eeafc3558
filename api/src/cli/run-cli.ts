import { ConfigError } from '../config/env';
import { DataDirLockedError } from '../db/data-dir-lock';

/**
 * Runs a command-line entry and sets the exit code from what it returns. Configuration and a busy
 * data folder are the operator's to fix: they are printed plainly, without a stack.
 */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
      process.exitCode = 1;
    },
  );
}
