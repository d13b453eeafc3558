import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { z } from 'zod';
import { BENCH_TMP } from '../platform/layout';
import type { ScriptLookup } from './build-stats';
import { clickExpression, CONTENT_AT, installObserversSource, NOW, READ_TIMINGS } from './in-page';
import { CPU_SLOWDOWN, NETWORK_PROFILE } from './network-profile';
import { type ContentSpec, CV_CONTENT, DEMO_RECRUITER, type PageScenario } from './pages';

/** One script the page loaded. */
export interface ScriptSample {
  url: string;
  /** `host`, a remote's name, `monolith`, or `other` for an origin the platform does not own. */
  owner: string;
  file: string;
  kind: 'library' | 'app' | 'unknown';
  /** Decoded size (what the browser parses). */
  rawBytes: number;
  /** gzip -9 of the decoded body, the unit of the budgets (as in the build stats). */
  gzipBytes: number;
  /** Bytes on the wire (the servers send precompressed Brotli when the browser accepts it). */
  transferBytes: number;
}

/** One cold load of one page. */
export interface LoadSample {
  fcpMs: number;
  lcpMs: number;
  /** Σ (long task − 50 ms) after FCP until the page is loaded and the network quiet. */
  tbtMs: number;
  /** Until the page's main content was on screen (see `pages.ts`). */
  contentMs: number;
  requests: number;
  scripts: ScriptSample[];
}

const timingsSchema = z.object({
  fcp: z.number(),
  lcp: z.number(),
  contentAt: z.number(),
  longTasks: z.array(z.tuple([z.number(), z.number()])),
});

/** The first search result's link: what a recruiter opens. */
const FIRST_RESULT_LINK = '[data-remote="search"] ol li article h3 a';
/** Quiet period that ends a load: nothing in flight for this long. */
const QUIET_MS = 500;
const CONTENT_TIMEOUT_MS = 90_000;

/** Lighthouse's mobile screen, to go with its mobile network and CPU. */
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;

/** Counts requests and knows when the network has been quiet for {@link QUIET_MS}. */
class NetworkWatch {
  requests = 0;
  private inFlight = 0;
  private lastChange = performance.now();
  readonly scripts: Array<Promise<ScriptSample>> = [];

  constructor(page: Page, lookup: ScriptLookup) {
    page.on('request', (request) => {
      if (request.url().startsWith('data:')) return;
      this.requests += 1;
      this.inFlight += 1;
      this.lastChange = performance.now();
    });
    const done = () => {
      this.inFlight = Math.max(0, this.inFlight - 1);
      this.lastChange = performance.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') this.scripts.push(describeScript(response, lookup));
    });
  }

  async quiet(timeoutMs = 30_000): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline) {
      if (this.inFlight === 0 && performance.now() - this.lastChange >= QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

async function describeScript(response: Response, lookup: ScriptLookup): Promise<ScriptSample> {
  const url = response.url();
  const body = await response.body().catch(() => Buffer.alloc(0));
  const sizes = await response
    .request()
    .sizes()
    .catch(() => ({ responseBodySize: body.length }));
  const found = lookup.lookUp(url);
  return {
    url,
    owner: found?.owner ?? 'other',
    file: found?.file ?? new URL(url).pathname,
    kind: found?.kind ?? 'unknown',
    rawBytes: body.length,
    gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
    transferBytes: sizes.responseBodySize,
  };
}

/** A fresh browser context (empty cache, no cookies) with the fixed CPU and network conditions. */
async function throttledPage(
  browser: Browser,
  origin: string,
  signedIn: boolean,
  content: ContentSpec,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...MOBILE, baseURL: origin });
  if (signedIn) {
    const response = await context.request.post('/api/auth/login', { data: DEMO_RECRUITER });
    if (!response.ok()) throw new Error(`sign-in failed on ${origin}: HTTP ${response.status()}`);
  }
  const page = await context.newPage();
  await page.addInitScript(installObserversSource(content));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: NETWORK_PROFILE.latencyMs,
    downloadThroughput: NETWORK_PROFILE.downloadBytesPerSecond,
    uploadThroughput: NETWORK_PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

async function readTimings(page: Page): Promise<z.infer<typeof timingsSchema>> {
  const json: unknown = await page.evaluate(READ_TIMINGS);
  return timingsSchema.parse(JSON.parse(String(json)));
}

/** Where a load that never showed its content leaves a screenshot, for the reader of the log. */
const FAILURES_DIR = path.join(BENCH_TMP, 'failures');

/**
 * Waits until the in-page observer has seen the content (it notes the time itself). On timeout
 * the page's URL, its last console errors and a screenshot path go into the error.
 */
async function waitForContent(page: Page, what: string, consoleErrors: readonly string[]): Promise<void> {
  const deadline = performance.now() + CONTENT_TIMEOUT_MS;
  while (Number(await page.evaluate(CONTENT_AT)) === 0) {
    if (performance.now() > deadline) {
      await mkdir(FAILURES_DIR, { recursive: true });
      const screenshot = path.join(FAILURES_DIR, `${new Date().toISOString().replace(/[:.]/g, '-')}.png`);
      await page.screenshot({ path: screenshot }).catch(() => undefined);
      throw new Error(
        `${what}: the content did not show within ${CONTENT_TIMEOUT_MS / 1000} s at ${page.url()} (screenshot ${screenshot}; console errors: ${consoleErrors.slice(-3).join(' | ') || 'none'})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Console errors of the page, for the message of a failed load. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text().slice(0, 300));
  });
  page.on('pageerror', (error) => errors.push(error.message.slice(0, 300)));
  return errors;
}

/** Lighthouse's definition: the part of each long task over 50 ms, counted from FCP on. */
export function totalBlockingTime(longTasks: ReadonlyArray<readonly [number, number]>, fromMs: number, untilMs: number): number {
  let total = 0;
  for (const [start, duration] of longTasks) {
    const end = Math.min(start + duration, untilMs);
    const clippedStart = Math.max(start, fromMs);
    if (end - clippedStart > 50) total += end - clippedStart - 50;
  }
  return total;
}

/** Loads `scenario` cold from `origin` and measures it. */
export async function measureColdLoad(browser: Browser, origin: string, scenario: PageScenario, lookup: ScriptLookup): Promise<LoadSample> {
  const { context, page } = await throttledPage(browser, origin, scenario.signedIn, scenario.content);
  try {
    const network = new NetworkWatch(page, lookup);
    const consoleErrors = collectConsoleErrors(page);
    await page.goto(scenario.path, { waitUntil: 'commit' });
    await waitForContent(page, scenario.path, consoleErrors);
    await network.quiet();
    const end = Number(await page.evaluate(NOW));
    const timings = await readTimings(page);
    return {
      fcpMs: timings.fcp,
      lcpMs: timings.lcp,
      tbtMs: totalBlockingTime(timings.longTasks, timings.fcp, end),
      contentMs: timings.contentAt,
      requests: network.requests,
      scripts: await Promise.all(network.scripts),
    };
  } finally {
    await context.close();
  }
}

/** One warm navigation: from the loaded search page to a CV (another remote) on screen. */
export interface NavigationSample {
  /** Click on the first result → the CV's heading on screen. */
  navigationMs: number;
  /** Scripts loaded for the navigation (the CV area's code). */
  scripts: ScriptSample[];
}

/** Loads /search, waits until it is idle, then opens the first result and times it until the CV shows. */
export async function measureSearchToCv(browser: Browser, origin: string, search: PageScenario, lookup: ScriptLookup): Promise<NavigationSample> {
  const { context, page } = await throttledPage(browser, origin, false, search.content);
  try {
    const network = new NetworkWatch(page, lookup);
    const consoleErrors = collectConsoleErrors(page);
    await page.goto(search.path, { waitUntil: 'commit' });
    await waitForContent(page, search.path, consoleErrors);
    await network.quiet();
    const before = network.scripts.length;
    const started = Number(await page.evaluate(clickExpression(FIRST_RESULT_LINK, CV_CONTENT)));
    await waitForContent(page, 'the CV', consoleErrors);
    const timings = await readTimings(page);
    await network.quiet();
    return { navigationMs: timings.contentAt - started, scripts: await Promise.all(network.scripts.slice(before)) };
  } finally {
    await context.close();
  }
}
