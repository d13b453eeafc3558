import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildRemote } from '../build-remote';
import { startDevServer } from '../dev-server';
import { isKitError, KitError } from '../kit-error';
import { loadRemoteProject } from '../load-project';
import { createProject, ownerOf, platformVersions } from './create';

export const USAGE = `Usage: platform-remote <command>

  create <name> [--team <team> --contact <address>] [--registry <url>]
                                     a new remote project in ./<name> (--team, --contact: its owner,
                                     which its first release registers; --registry: write an .npmrc
                                     that fetches @platform/* from your company's registry)
  build [--out <dir>]                production build of the remote in this folder to dist/
                                     (remoteEntry.js, mf-manifest.json, routes.json, build.json)
  dev [--port <n>] [--api <url>]     the remote alone, /api proxied to --api (http://127.0.0.1:3000)
  dev --platform <url> [--port <n>]  the platform at <url> with this remote's development build`;

export interface CliIo {
  cwd: string;
  /** The kit's own folder (for its version). */
  kitDir: string;
  out(line: string): void;
  err(line: string): void;
}

function parse(args: string[], options: Record<string, { type: 'string' }>) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new KitError(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  }
}

function portOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new KitError(`--port ${value} is not a port number (1–65535)`);
  return port;
}

/**
 * Runs one command. Resolves with the exit status for `create` and `build`; `dev` resolves once
 * its server listens and keeps the process alive.
 */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'create': {
      const { positionals, values } = parse(rest, { registry: { type: 'string' }, team: { type: 'string' }, contact: { type: 'string' } });
      const [area, ...extra] = positionals;
      if (area === undefined || extra.length > 0) throw new KitError(`create takes one name, e.g. platform-remote create reports\n\n${USAGE}`);
      const owner = ownerOf(values.team, values.contact);
      const dir = createProject(area, io.cwd, platformVersions(io.cwd, io.kitDir), values.registry, owner);
      io.out(`Created ${path.relative(io.cwd, dir) || dir}. Next: cd ${area} && npm install && npm run build`);
      if (owner === undefined) {
        io.out('No owner written: add owner: { team, contact } to src/app/route-manifest.ts before the first release, which registers it (and is refused without one).');
      }
      if (values.registry === undefined) {
        io.out('No .npmrc written: add "@platform:registry=<your registry>" to one, or npm asks the public registry for @platform/*.');
      }
      return 0;
    }
    case 'build': {
      const { values } = parse(rest, { out: { type: 'string' } });
      const project = loadRemoteProject(io.cwd);
      const result = await buildRemote(project, values.out === undefined ? {} : { outputPath: path.resolve(io.cwd, values.out) });
      io.out(`${result.app}: built ${result.buildId} into ${path.relative(io.cwd, result.outputPath) || '.'}`);
      return 0;
    }
    case 'dev': {
      const { values } = parse(rest, { port: { type: 'string' }, api: { type: 'string' }, platform: { type: 'string' } });
      const project = loadRemoteProject(io.cwd);
      if (values.platform !== undefined && !URL.canParse(values.platform)) throw new KitError(`--platform ${values.platform} is not a URL such as https://platform.example.com`);
      const server = await startDevServer(project, {
        port: portOf(values.port),
        apiOrigin: values.api ?? 'http://127.0.0.1:3000',
        ...(values.platform === undefined ? {} : { platform: values.platform }),
      });
      io.out(
        values.platform === undefined
          ? `${project.config.app}: dev server at ${server.url}`
          : `${project.config.app}: ${values.platform} with this remote's development build at ${server.url}`,
      );
      return 0;
    }
    case undefined:
    case 'help':
    case '--help':
      io.out(USAGE);
      return command === undefined ? 2 : 0;
    default:
      throw new KitError(`Unknown command "${command}".\n\n${USAGE}`);
  }
}

/** The `platform-remote` program: refusals print as one message, without a stack trace. */
export function main(argv: string[], kitDir: string): void {
  const io: CliIo = {
    cwd: process.cwd(),
    kitDir,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  };
  runCli(argv, io).then(
    (status) => {
      process.exitCode = status;
    },
    (error: unknown) => {
      io.err(isKitError(error) ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error));
      process.exitCode = 1;
    },
  );
}
