import { join } from 'node:path';
import { loadConfig } from '../config/env';
import { embeddedDataDir, PASSWORD_FILE_NAME, startEmbeddedServer, type EmbeddedServer, type EmbeddedServerMessage } from './embedded-server';

/**
 * The embedded database server as a program (`npm run db -w api`, and the child the API forks when
 * DATABASE_URL is unset): serves DATA_DIR's database until SIGINT, SIGTERM or its parent goes away.
 */
async function runAsProcess(): Promise<void> {
  const log = (message: string): void => void process.stderr.write(`[embedded-db] ${message}\n`);
  let server: EmbeddedServer;
  let dataDir: string;
  try {
    const config = loadConfig();
    dataDir = embeddedDataDir(config.dataDir);
    server = await startEmbeddedServer({
      dataDir,
      host: '127.0.0.1',
      port: config.embeddedDbPort,
      onError: (error) => log(`connection error: ${error instanceof Error ? error.message : String(error)}`),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.send?.({ type: 'failed', message } satisfies EmbeddedServerMessage);
    log(message);
    process.exitCode = 1;
    return;
  }
  log(`serving ${dataDir} on postgres://postgres@127.0.0.1:${server.port}/postgres (password in ${join(dataDir, PASSWORD_FILE_NAME)})`);
  const stop = (): void => {
    void server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`failed to stop cleanly: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // Forked by the API: when the parent goes away (even killed), so does this server.
  process.once('disconnect', stop);
  process.send?.({ type: 'ready', port: server.port, password: server.password } satisfies EmbeddedServerMessage);
}

void runAsProcess();
