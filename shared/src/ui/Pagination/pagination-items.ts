/** A page number, or a gap standing for the pages left out. */
export type PaginationItem = number | 'gap-start' | 'gap-end';

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/**
 * The pages to show: always the first and last, the current one with `siblings` on each side, and
 * gaps where pages are left out (a gap never hides a single page: that page is shown instead).
 * Near either end the window slides rather than shrinks, so the bar keeps one width (as MUI's
 * `usePagination` does): page 1 of 11 offers 1 2 3 4 5 … 11, not just 1 2 … 11.
 * Pages are 1-based. `paginationItems(5, 10)` → `[1, 'gap-start', 4, 5, 6, 'gap-end', 10]`.
 */
export function paginationItems(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  // The first and the last page are the bar's boundaries.
  const last = pageCount;
  const start = Math.max(Math.min(current - siblings, last - siblings * 2 - 2), 3);
  const end = Math.min(Math.max(current + siblings, siblings * 2 + 3), last - 2);
  const items: PaginationItem[] = [1];
  if (start > 3) items.push('gap-start');
  else if (last - 1 > 2) items.push(2);
  items.push(...range(start, end));
  if (end < last - 2) items.push('gap-end');
  else if (last - 1 > 1) items.push(last - 1);
  if (last > 1) items.push(last);
  return items;
}
