import type { Page } from '@playwright/test';

/**
 * Resolves after the page has painted two more frames: what a drag library needs after a pick-up
 * to measure where the card and the columns are (dnd-kit reads them on the next render). A person
 * never presses the next key within the same frame; a test does, on a busy machine.
 */
export function afterTwoFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
