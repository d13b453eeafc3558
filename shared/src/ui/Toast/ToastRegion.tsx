import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import { useUiText } from '../use-ui-text';
import styles from './toast.module.css';

export interface ToastRegionProps {
  /** The toasts ({@link ToastView}s), newest last. */
  children?: ReactNode;
  /** Names the region; defaults to the translated "Notifications". */
  label?: string;
  className?: string;
}

/**
 * The corner where toasts appear: a labelled region with `aria-live="polite"`, so a new toast is
 * read out without interrupting. Keep it mounted (empty) so screen readers track it from the start.
 */
export function ToastRegion({ children, label, className }: ToastRegionProps) {
  const text = useUiText();
  return (
    <section aria-label={label ?? text('notifications')} aria-live="polite" aria-relevant="additions text" className={classNames(styles.region, className)}>
      {children}
    </section>
  );
}
