import type { MouseEvent, RefObject } from 'react';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from './skip-to-results.module.css';

export interface SkipToResultsProps {
  /** The results' heading: its id is the link's target, and it takes the focus. */
  targetId: string;
  targetRef: RefObject<HTMLElement | null>;
}

/**
 * The page's first focusable element, shown when focused: it moves the focus past the search box
 * and the filters to the results' heading, from where Tab goes on into the results. The focus is
 * moved here rather than by the fragment alone, so the address keeps no `#` (it holds the search)
 * and the heading, not just the scroll position, is where the keyboard continues.
 */
export function SkipToResults({ targetId, targetRef }: SkipToResultsProps) {
  const { t } = useTranslation('search');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = targetRef.current;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a className={styles.skip} href={`#${targetId}`} onClick={skip}>
      {t('skipToResults')}
    </a>
  );
}
