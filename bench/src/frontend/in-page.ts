/**
 * Code that runs inside the measured page, as JavaScript source: Playwright serializes functions
 * with `toString()` (tsx's compiled functions call a `__name` helper the page lacks), and string
 * predicates of `waitForFunction` are `eval`ed in the page, which the host's CSP forbids. Plain
 * `page.evaluate(<string>)` goes through the DevTools protocol and is fine.
 */
import type { ContentSpec } from './pages';

/**
 * Installed with `addInitScript` (before any of the page's scripts): collects LCP candidates and
 * long tasks into `window.__bench`, and notes in `contentAt` (`performance.now()`) the first frame
 * in which the content `spec` is rendered: every selector matches a rendered element, and every
 * `each.container` holds a rendered `each.content`. Checked once per frame after DOM changes.
 */
export function installObserversSource(spec: ContentSpec): string {
  return `(() => {
  const state = { lcp: 0, longTasks: [], contentAt: 0, spec: ${JSON.stringify(spec)} };
  Object.defineProperty(window, '__bench', { value: state });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const rendered = (element) => element.getClientRects().length > 0;
  const matches = (root, selector) => Array.from(root.querySelectorAll(selector)).some(rendered);
  const shown = (spec) => {
    if (!spec.selectors.every((selector) => matches(document, selector))) return false;
    if (!spec.each) return true;
    const containers = Array.from(document.querySelectorAll(spec.each.container));
    return containers.length > 0 && containers.every((container) => matches(container, spec.each.content));
  };
  let scheduled = false;
  const check = () => {
    scheduled = false;
    if (state.contentAt === 0 && shown(state.spec)) state.contentAt = performance.now();
  };
  new MutationObserver(() => {
    if (state.contentAt !== 0 || scheduled) return;
    scheduled = true;
    requestAnimationFrame(check);
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})()`;
}

/** An expression: arms the content check for `spec`, clicks the element, evaluates to the click's time. */
export function clickExpression(selector: string, spec: ContentSpec): string {
  return `(() => {
  const link = document.querySelector(${JSON.stringify(selector)});
  if (!(link instanceof HTMLElement)) throw new Error('nothing matches ' + ${JSON.stringify(selector)});
  window.__bench.spec = ${JSON.stringify(spec)};
  window.__bench.contentAt = 0;
  const started = performance.now();
  link.click();
  return started;
})()`;
}

/** An expression: when the content was first shown (0: not yet). */
export const CONTENT_AT = 'window.__bench.contentAt';

/** An expression: the collected data and the paint timing, as a JSON string. */
export const READ_TIMINGS = `JSON.stringify({
  ...window.__bench,
  fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
})`;

/** An expression: the page's clock now. */
export const NOW = 'performance.now()';
