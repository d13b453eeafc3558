import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '@platform/shared/router';

/** Where each history entry of this document was scrolled to, by the entry's key. */
const positions = new Map<string, number>();

/** The link each entry had the focus on last (its `href`), by the entry's key: Back puts the focus there again. */
const focusedLinks = new Map<string, string>();

/** How long a restored position waits for the page to grow tall enough (a remote's content arrives after the route). */
const RESTORE_WAIT_MS = 5_000;

/** What the user does to scroll on their own: a restore in progress gives way to it. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `y` as soon as the page is tall enough to be there, frame by frame, until it is, the
 * wait is over, or the user scrolls themselves. Returns the way to stop early.
 */
function restoreWhenTall(y: number, link: string | undefined): () => void {
  const deadline = performance.now() + RESTORE_WAIT_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  let focusPending = link !== undefined;
  const step = () => {
    window.scrollTo(0, y);
    if (focusPending) focusPending = !refocus(link);
    const reached = Math.abs(window.scrollY - y) < 1;
    if ((reached && !focusPending) || performance.now() > deadline) stop();
    else frame = requestAnimationFrame(step);
  };
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  step();
  return stop;
}

/**
 * Puts the focus back on the link the user left the page by, once the page shows it, unless the
 * focus is already somewhere (the user moved on). Whether it is settled: focused, or no longer wanted.
 */
function refocus(href: string | undefined): boolean {
  if (href === undefined || (document.activeElement !== null && document.activeElement !== document.body)) return true;
  const link = document.querySelector<HTMLElement>(`a[href="${CSS.escape(href)}"]`);
  if (link === null) return false;
  link.focus({ preventScroll: true });
  return true;
}

/** The element a `#fragment` names, if the page has it (a malformed fragment names none). */
function elementOfHash(hash: string): HTMLElement | null {
  if (hash === '') return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * The shell's scroll memory. A page reached by a link or opened by its address starts at the top
 * (or at its `#fragment`); Back and Forward return to where the user was on that entry, once the
 * page has grown tall enough to be there, with the focus on the link they left it by (the router's own restoration scrolls once, before a
 * remote has rendered, and kept one position for every full load).
 */
export function useScrollMemory(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = location.key;

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // A layout effect: the listener of an entry goes in the commit that replaces its page, before the
  // next page's first (clamped) scroll could be recorded under it.
  useLayoutEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    const rememberFocus = (event: FocusEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = link?.getAttribute('href');
      if (href) focusedLinks.set(key, href);
    };
    window.addEventListener('scroll', remember, { passive: true });
    document.addEventListener('focusin', rememberFocus);
    return () => {
      window.removeEventListener('scroll', remember);
      document.removeEventListener('focusin', rememberFocus);
    };
  }, [key]);

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    if (saved !== undefined) return restoreWhenTall(saved, focusedLinks.get(key));
    const target = elementOfHash(location.hash);
    if (target === null) window.scrollTo(0, 0);
    else target.scrollIntoView();
    return undefined;
    // Every navigation makes a new entry (a new key): a re-render of the same entry scrolls nothing.
  }, [key, navigationType, location.hash]);
}
