import { Fragment } from 'react';
import type { Highlight } from '@platform/contract';
import { highlightSegments } from '../utils/highlight-segments';
import styles from './highlighted-text.module.css';

/**
 * A highlight fragment with its matches as `<mark>` elements. The fragment is CV text written by
 * anyone: it is rendered as text nodes only (never as HTML), so markup in it shows literally.
 */
export function HighlightedText({ highlight }: { highlight: Pick<Highlight, 'text' | 'matches'> }) {
  // Index keys are stable: the segments of one fragment are derived in order and never reorder.
  return (
    <>
      {highlightSegments(highlight.text, highlight.matches).map((segment, index) =>
        segment.matched ? (
          <mark key={index} className={styles.mark}>
            {segment.text}
          </mark>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
