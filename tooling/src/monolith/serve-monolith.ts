/**
 * Serves the monolith build for a manual look: `npx tsx tooling/src/monolith/serve-monolith.ts`
 * (MONOLITH_PORT, default 8090; API_ORIGIN, default http://127.0.0.1:3000; MONOLITH_DIR, default
 * `dist-monolith/`). The bench starts the same server itself.
 */
import { MONOLITH_DIST } from '../webpack/create-config';
import { createMonolithServer } from './monolith-server';

async function main(): Promise<void> {
  const port = Number(process.env.MONOLITH_PORT ?? 8090);
  const server = await createMonolithServer({
    root: process.env.MONOLITH_DIR ?? MONOLITH_DIST,
    apiOrigin: process.env.API_ORIGIN ?? 'http://127.0.0.1:3000',
  });
  await server.listen({ host: '127.0.0.1', port });
  console.log(`monolith at http://127.0.0.1:${port}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
