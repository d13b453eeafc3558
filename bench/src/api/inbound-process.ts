import { connect } from 'node:net';
import { freePort, startApiProcess } from '../../../api/src/testing/api-process';
import { REPLY_DOMAIN } from './inbound-threads';

/** Resolves once something listens on the loopback `port`. */
export async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port} (the inbound listener)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The deployment's `inbound` service (docker-compose.yml): an API process of its own, from the
 * sources as `npm start -w api` runs it, with the SMTP listener on `smtpPort`, no jobs
 * (`RUN_JOBS=false`, as every compose service but the worker). Resolves once the listener takes mail.
 */
export async function startInboundProcess(databaseUrl: string, smtpPort: number): Promise<{ pid: number; stop(): Promise<void> }> {
  const api = startApiProcess({
    DATABASE_URL: databaseUrl,
    PORT: String(await freePort()),
    INBOUND_SMTP_PORT: String(smtpPort),
    MAIL_REPLY_DOMAIN: REPLY_DOMAIN,
    RUN_JOBS: 'false',
    LOG_LEVEL: 'warn',
  });
  try {
    await api.waitUntilReady();
    await waitForPort(smtpPort);
  } catch (error) {
    await api.kill('SIGKILL', { group: true });
    throw error;
  }
  return {
    pid: api.pid,
    stop: async () => {
      await api.kill('SIGTERM', { group: true });
    },
  };
}
