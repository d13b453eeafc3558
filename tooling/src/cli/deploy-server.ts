import './require-node';
import { loadConfig, REPOSITORY_ROOT } from '../config/env';
import { DEFAULT_PRUNE_POLICY } from '../releases';
import { errorCode } from '../releases/json-file';
import { createDeployServer } from '../serve/deploy-server';
import { runServerMain } from './cli-io';

/** What a second signal exits with: the shell's 128 + the signal's number. */
const SIGNAL_EXIT: Record<string, number> = { SIGINT: 130, SIGTERM: 143 };

/**
 * `npm run deploy-server`: the release endpoint alone, on `BIND_ADDRESS:DEPLOY_PORT`, writing
 * `RELEASES_DIR` (the compose `deployer` service, behind the host's nginx). SIGTERM or SIGINT stop
 * it gracefully: no new connection is taken, and a release or rollback in hand finishes (the
 * releases lock does not end the process under it); a second signal ends it at once.
 */
async function main(): Promise<number | undefined> {
  const config = loadConfig(process.env, REPOSITORY_ROOT);
  const server = await createDeployServer({
    releasesDir: config.releasesDir,
    remotesOrigin: config.remotesOrigin,
    prunePolicy: { ...DEFAULT_PRUNE_POLICY, keep: config.releasesKeep, previewDays: config.releasesPreviewDays },
    deployLog: config.deployLog,
    releaseLockOnSignals: false,
    logLevel: process.env.LOG_LEVEL ?? 'info',
  });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(SIGNAL_EXIT[signal] ?? 1);
    stopping = true;
    server.log.info({ signal }, 'stopping: no new connections; requests in hand finish first');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.log.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  try {
    await server.listen({ host: config.bindAddress, port: config.deployPort });
  } catch (error) {
    if (errorCode(error) !== 'EADDRINUSE') throw error;
    process.stderr.write(`Port ${config.deployPort} (deploy server) is in use: stop what uses it or set DEPLOY_PORT.\n`);
    return 1;
  }
  server.log.info({ releasesDir: config.releasesDir }, 'release endpoint ready');
  return undefined;
}

runServerMain(main);
