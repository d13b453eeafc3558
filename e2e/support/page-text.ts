import type { Page } from '@playwright/test';

/**
 * Visible texts and accessible labels of the page that look like an untranslated i18n key
 * (`errors.notFound`, `search:title`) or an unfilled interpolation (`{{count}}`). Tech names that
 * look like keys (`node.js`, `asp.net`) are not keys.
 */
export function findRawI18nKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const KEY = /^[a-z]+(\.[a-zA-Z-]+)+$/;
    const NAMESPACED_KEY = /^[a-z]+:[a-z][a-zA-Z-]*(\.[a-zA-Z-]+)*$/;
    const TECH_NAME = /\.(js|ts|net|io|com|org|ru)$/i;
    const looksLikeKey = (text: string) =>
      text.includes('{{') || ((KEY.test(text) || NAMESPACED_KEY.test(text)) && !TECH_NAME.test(text));

    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || text === '' || !parent.checkVisibility()) continue;
      if (looksLikeKey(text)) found.add(text);
    }
    for (const element of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value && looksLikeKey(value)) found.add(`${name}=${value}`);
      }
    }
    if (looksLikeKey(document.title.trim())) found.add(`<title>${document.title}`);
    return [...found];
  });
}

/** Collects what the browser says about Content-Security-Policy violations while a test runs. */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/content security policy|refused to (load|execute|apply|connect)/i.test(text)) violations.push(text);
  });
  return violations;
}
