import { type KeyboardEvent, type RefObject, useCallback, useEffect } from 'react';

/** Marks the element of a result that receives focus when moving through the list. */
const RESULT_FOCUS_ATTRIBUTE = 'data-result-focus';

const NEXT_KEYS = new Set(['ArrowDown', 'j']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'k']);

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function hasModifier(event: { altKey: boolean; ctrlKey: boolean; metaKey: boolean }): boolean {
  return event.altKey || event.ctrlKey || event.metaKey;
}

function focusTargets(list: HTMLElement): HTMLElement[] {
  return Array.from(list.querySelectorAll<HTMLElement>(`[${RESULT_FOCUS_ATTRIBUTE}]`));
}

/**
 * Keyboard movement through the results: ArrowDown / `j` focus the next result's link, ArrowUp /
 * `k` the previous one, Home / End the first and last; Enter then opens it (the link's own
 * behaviour). From anywhere on the page outside a text field, `j` or `k` enters the list.
 */
export function useResultsKeyboard(listRef: RefObject<HTMLElement | null>) {
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const list = listRef.current;
      if (!list || hasModifier(event) || isTyping(event.target)) return;
      const targets = focusTargets(list);
      if (targets.length === 0) return;
      const current = targets.findIndex((target) => target === document.activeElement || target.contains(document.activeElement));
      let next: number | null = null;
      if (NEXT_KEYS.has(event.key)) next = current < 0 ? 0 : Math.min(current + 1, targets.length - 1);
      else if (PREVIOUS_KEYS.has(event.key)) next = current < 0 ? 0 : Math.max(current - 1, 0);
      else if (event.key === 'Home') next = 0;
      else if (event.key === 'End') next = targets.length - 1;
      if (next === null) return;
      event.preventDefault();
      targets[next]?.focus();
    },
    [listRef],
  );

  useEffect(() => {
    // `j`/`k` from the page body (nothing focused) jump into the list, as in mail and feed readers.
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      const list = listRef.current;
      if (!list || hasModifier(event) || event.defaultPrevented) return;
      if (event.target !== document.body || (event.key !== 'j' && event.key !== 'k')) return;
      const first = focusTargets(list)[0];
      if (!first) return;
      event.preventDefault();
      first.focus();
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => document.removeEventListener('keydown', onDocumentKeyDown);
  }, [listRef]);

  return onKeyDown;
}
