import { defineConfig } from '@playwright/test';
import { HOST_ORIGIN } from './support/platform';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Browser tests of the composed platform: the production build, released and served exactly as
 * `npm start` serves it, driven in Debian's headless Chromium (npm cannot download browsers here).
 */
export default defineConfig({
  testDir: './specs',
  outputDir: '../.tmp/e2e-results',
  // One worker: the platform under test shares the machine's two cores with the browser.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: HOST_ORIGIN,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROME_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npx tsx e2e/support/start-platform.ts',
    cwd: '..',
    url: `${HOST_ORIGIN}/api/ready`,
    // The first start loads the demo data into a fresh embedded database: minutes on a loaded
    // machine, so the wait can be raised (E2E_SERVER_TIMEOUT_MS) without touching the suite.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 300_000),
    reuseExistingServer: false,
    // SIGTERM lets `npm start` stop the API and the embedded database it started (SIGKILL would orphan them).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
