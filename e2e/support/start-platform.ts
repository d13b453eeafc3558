/**
 * Starts the platform for the browser suite exactly as `npm start` does, on a fresh data folder
 * and a fresh releases folder (each built app released once), on the suite's own ports.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_ROOT, platformEnv } from './platform';

fs.rmSync(E2E_ROOT, { recursive: true, force: true });
fs.mkdirSync(E2E_ROOT, { recursive: true });

const child = spawn('npx', ['tsx', path.resolve(__dirname, '../../tooling/src/cli/start.ts')], {
  env: platformEnv(),
  stdio: 'inherit',
});
const stop = (signal: NodeJS.Signals) => child.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 0));
