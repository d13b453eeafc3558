import type { FocusEvent } from 'react';
import type { ToastType } from '@platform/contract';
import { classNames } from '../class-names';
import { useUiText } from '../use-ui-text';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './toast.module.css';

const ICONS: Record<ToastType, string> = { success: '✓', info: 'i', warning: '!', error: '×' };

export interface ToastViewProps {
  type: ToastType;
  message: string;
  description?: string;
  /** Shows a close button (calls `onClose`). */
  closeIcon?: boolean;
  /** Shows the countdown as a progress bar. */
  showProgress?: boolean;
  /** Time left, in percent (100 → 0); clamped and rounded for `aria-valuenow`. */
  progress?: number;
  onClose?: () => void;
  /**
   * Told `true` while the pointer or the keyboard focus is on the toast and `false` when it
   * leaves, so the host can hold the countdown (the toast's pause flag) while it is being read.
   */
  onPauseChange?: (paused: boolean) => void;
  className?: string;
}

/**
 * One toast, as the host's toast service renders it (the timers are the host's): the type (icon
 * and a spoken prefix, not colour alone), message, description, an optional close button, and an
 * optional countdown exposed as `role="progressbar"` with `aria-valuenow` 0–100.
 */
export function ToastView({
  type,
  message,
  description,
  closeIcon = false,
  showProgress = false,
  progress = 100,
  onClose,
  onPauseChange,
  className,
}: ToastViewProps) {
  const text = useUiText();
  const value = Math.round(Math.min(100, Math.max(0, Number.isFinite(progress) ? progress : 0)));
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) onPauseChange?.(false);
  };
  return (
    <div
      className={classNames(styles.toast, styles[type], className)}
      data-type={type}
      onMouseEnter={() => onPauseChange?.(true)}
      onMouseLeave={() => onPauseChange?.(false)}
      onFocus={() => onPauseChange?.(true)}
      onBlur={handleBlur}
    >
      <span className={styles.icon} aria-hidden="true">
        {ICONS[type]}
      </span>
      <div className={styles.text}>
        <p className={styles.message}>
          <VisuallyHidden>{text(`toastType_${type}`)}: </VisuallyHidden>
          {message}
        </p>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {closeIcon && (
        <button type="button" className={styles.close} aria-label={text('closeNotification')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      )}
      {showProgress && (
        <div
          role="progressbar"
          aria-label={text('timeLeft')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          className={styles.progress}
        >
          <span className={styles.bar} style={{ width: `${value}%` }} />
        </div>
      )}
    </div>
  );
}
