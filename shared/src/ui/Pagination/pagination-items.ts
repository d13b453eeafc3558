/** A page number, or a gap standing for the pages left out. */
export type PaginationItem = number | 'gap-start' | 'gap-end';

/**
 * The pages to show: always the first and last, the current one with `siblings` on each side, and
 * gaps where pages are left out (a gap never hides a single page: that page is shown instead).
 * Pages are 1-based. `paginationItems(5, 10)` → `[1, 'gap-start', 4, 5, 6, 'gap-end', 10]`.
 */
export function paginationItems(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const start = Math.max(1, current - siblings);
  const end = Math.min(pageCount, current + siblings);
  const items: PaginationItem[] = [];
  if (start > 1) {
    items.push(1);
    if (start === 3) items.push(2);
    else if (start > 3) items.push('gap-start');
  }
  for (let number = start; number <= end; number += 1) items.push(number);
  if (end < pageCount) {
    if (end === pageCount - 2) items.push(pageCount - 1);
    else if (end < pageCount - 2) items.push('gap-end');
    items.push(pageCount);
  }
  return items;
}
