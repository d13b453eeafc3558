/**
 * Child process of the bench: the static server exactly as `npm start` runs it (on the
 * bench's ports and releases), plus the monolith's server. Environment from `platformEnv()`.
 */
import { loadConfig } from '../../../tooling/src/config/env';
import { createMonolithServer } from '../../../tooling/src/monolith/monolith-server';
import { startPlatformServers } from '../../../tooling/src/serve/platform-servers';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const federated = await startPlatformServers(config);
  const monolithDir = process.env.MONOLITH_DIR;
  const monolith = monolithDir ? await createMonolithServer({ root: monolithDir, apiOrigin: config.apiOrigin }) : undefined;
  await monolith?.listen({ host: config.bindAddress, port: Number(process.env.MONOLITH_PORT) });
  const stop = () => {
    void Promise.all([federated.close(), monolith?.close()]).finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  console.log(`static servers ready: ${federated.hostUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
