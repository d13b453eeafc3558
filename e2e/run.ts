/** `npm run test:e2e`: checks the browser is there, then runs the Playwright suite. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chrome)) {
  console.error(`No Chromium at ${chrome}. Install Debian's package (apt-get install -y chromium) or set CHROME_PATH.`);
  process.exit(1);
}
const result = spawnSync('npx', ['playwright', 'test', '-c', path.join(__dirname, 'playwright.config.ts'), ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(result.status ?? 1);
