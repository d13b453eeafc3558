import type { KeyboardEvent } from 'react';
import { classNames } from '../class-names';
import { useUiText } from '../use-ui-text';
import { paginationItems } from './pagination-items';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** The current page, 1-based (the search API's `page` is 0-based: pass `page + 1`). */
  page: number;
  pageCount: number;
  /** Called with the chosen 1-based page; never with the current one or one out of range. */
  onChange: (page: number) => void;
  /** Pages shown on each side of the current one. Defaults to 1. */
  siblings?: number;
  /** Names the navigation landmark; defaults to the translated "Pagination". */
  label?: string;
  className?: string;
}

/**
 * Page navigation: a `nav` landmark with previous/next buttons and page numbers, the current one
 * marked `aria-current="page"`. Inside it, ← and → go to the previous and next page. Renders
 * nothing when there is a single page.
 */
export function Pagination({ page, pageCount, onChange, siblings = 1, label, className }: PaginationProps) {
  const text = useUiText();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const hasPrevious = current > 1;
  const hasNext = current < pageCount;

  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pageCount) onChange(target);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft' && hasPrevious) {
      event.preventDefault();
      go(current - 1);
    } else if (event.key === 'ArrowRight' && hasNext) {
      event.preventDefault();
      go(current + 1);
    }
  };

  return (
    <nav aria-label={label ?? text('pagination')} className={className} onKeyDown={handleKeyDown}>
      <ul className={styles.list}>
        <li>
          {/* aria-disabled rather than disabled: the button keeps focus when the first page is reached. */}
          <button
            type="button"
            className={styles.item}
            aria-label={text('previousPage')}
            aria-disabled={!hasPrevious || undefined}
            onClick={() => go(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {paginationItems(current, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={classNames(styles.item, item === current && styles.current)}
                aria-label={text('page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.item}
            aria-label={text('nextPage')}
            aria-disabled={!hasNext || undefined}
            onClick={() => go(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
