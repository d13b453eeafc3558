import { type RefObject, useEffect } from 'react';

/** The CSS variable holding the sticky header's height (global.css scrolls content below it). */
export const HEADER_HEIGHT_VARIABLE = '--shell-header-height';

/**
 * Keeps {@link HEADER_HEIGHT_VARIABLE} on `<html>` equal to the header's height as it wraps and
 * unwraps (menus, narrow screens), so an element scrolled or focused into view is never left
 * under the sticky header (WCAG 2.4.11).
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (element === null || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(HEADER_HEIGHT_VARIABLE, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_VARIABLE);
    };
  }, [header]);
}
