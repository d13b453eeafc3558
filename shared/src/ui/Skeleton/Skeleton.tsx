import { classNames } from '../class-names';
import { useUiText } from '../use-ui-text';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** Placeholder lines. Defaults to 3. */
  lines?: number;
  /** What screen readers hear; defaults to the translated "Loading…". */
  label?: string;
  /** Height of each line (any CSS length), e.g. `3rem` for card-sized blocks. */
  lineHeight?: string;
  className?: string;
}

/**
 * A placeholder in the shape of the content being loaded: an `aria-busy` container with
 * decorative shimmering lines (static under `prefers-reduced-motion`) and a visually hidden
 * "Loading…" for screen readers.
 */
export function Skeleton({ lines = 3, label, lineHeight, className }: SkeletonProps) {
  const text = useUiText();
  const count = Math.max(1, Math.floor(lines));
  return (
    <div aria-busy="true" className={classNames(styles.skeleton, className)}>
      <VisuallyHidden>{label ?? text('loading')}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={styles.line} style={lineHeight ? { height: lineHeight } : undefined} aria-hidden="true" />
      ))}
    </div>
  );
}
