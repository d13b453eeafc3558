import path from 'node:path';
import { runCommand, type CliCommand } from '../cli/cli-io';

/** What a command printed and returned. */
export interface CliRun {
  status: number;
  out: string;
  err: string;
}

/** Runs a CLI command in-process against a fake repository root whose releases live in `<rootDir>/releases`. */
export async function runCli(command: CliCommand, args: string[], rootDir: string, env: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runCommand(command, args, {
    env: { RELEASES_DIR: path.join(rootDir, 'releases'), ...env },
    rootDir,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { status, out: out.join('\n'), err: err.join('\n') };
}
