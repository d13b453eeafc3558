import { chromium } from 'playwright-core';
const [, , url = 'http://127.0.0.1:8080/search', out = '/tmp/shots/a.png'] = process.argv;
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
  page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
  page.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: out, fullPage: false });
  console.log('title', await page.title());
  await browser.close();
})();
