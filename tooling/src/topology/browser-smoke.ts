import { chromium, type Page } from 'playwright-core';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const STEP_TIMEOUT_MS = 30_000;

/** One journey step and how long it took. */
export interface SmokeStep {
  name: string;
  ms: number;
}

async function step(steps: SmokeStep[], name: string, action: () => Promise<void>): Promise<void> {
  const started = performance.now();
  try {
    await action();
  } catch (error) {
    throw new Error(`browser smoke test, "${name}": ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  steps.push({ name, ms: Math.round(performance.now() - started) });
}

async function visible(page: Page, selector: ReturnType<Page['locator']>): Promise<void> {
  await selector.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
}

/**
 * The main journeys through the site's one origin (nginx), in Debian's Chromium: a recruiter signs
 * in with the form, searches, opens a CV, sees the team's vacancies and the user area. Throws on
 * the first step that does not reach its page.
 */
export async function runBrowserSmoke(origin: string, account: { email: string; password: string }): Promise<SmokeStep[]> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const steps: SmokeStep[] = [];
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await step(steps, 'sign in as a recruiter', async () => {
      await page.goto(`${origin}/login?redirect=/search`);
      await page.getByLabel('E-mail').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${origin}/search`);
    });
    const search = page.locator('[data-remote="search"]');
    await step(steps, 'search CVs', async () => {
      const box = search.getByRole('searchbox', { name: 'Keywords' });
      await box.fill('developer');
      await box.press('Enter');
      await visible(page, search.getByRole('article').first());
    });
    await step(steps, 'open a CV', async () => {
      const link = search.getByRole('article').first().getByRole('link').first();
      const name = (await link.textContent()) ?? '';
      await link.click();
      await page.waitForURL(/\/cv\/[a-z]+\/\d+/);
      await visible(page, page.locator('[data-remote="cv"]').getByRole('heading', { level: 1, name: name.trim() }));
    });
    await step(steps, "the team's vacancy list", async () => {
      await page.goto(`${origin}/team/vacancy`);
      await visible(page, page.locator('[data-remote="team"]').getByRole('heading', { level: 1, name: 'Vacancies' }));
    });
    await step(steps, 'the user area (history)', async () => {
      await page.goto(`${origin}/user/history`);
      await visible(page, page.locator('[data-remote="user"]').getByRole('heading', { level: 1, name: 'History' }));
    });
  } finally {
    await browser.close();
  }
  return steps;
}
