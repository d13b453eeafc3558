import { classNames } from '../class-names';
import { useUiText } from '../use-ui-text';
import styles from './spinner.module.css';

/** Sizes of {@link Spinner}; `inherit` follows the surrounding font size. */
export const SPINNER_SIZES = ['inherit', 'small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof SPINNER_SIZES)[number];

export interface SpinnerProps {
  /** Accessible name; defaults to the translated "Loading…". */
  label?: string;
  size?: SpinnerSize;
  className?: string;
}

/**
 * An indeterminate busy indicator: `role="progressbar"` without a value, named "Loading…" unless
 * told otherwise. Under `prefers-reduced-motion` it pulses instead of spinning.
 */
export function Spinner({ label, size = 'inherit', className }: SpinnerProps) {
  const text = useUiText();
  return (
    <span
      role="progressbar"
      aria-label={label ?? text('loading')}
      className={classNames(styles.spinner, size !== 'inherit' && styles[size], className)}
    />
  );
}
