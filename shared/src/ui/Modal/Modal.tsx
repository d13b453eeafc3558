import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { classNames } from '../class-names';
import { useUiText } from '../use-ui-text';
import { focusableElements } from './focusable';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button and (unless `closeOnBackdrop` is off) a click outside. */
  onClose: () => void;
  /** Names the dialog. */
  title: ReactNode;
  children?: ReactNode;
  /** Action buttons under the content. */
  footer?: ReactNode;
  /** Defaults to `true`. Turn off for forms whose input must not be lost to a stray click. */
  closeOnBackdrop?: boolean;
  /** What gets focus on open; the dialog itself (which reads its title) by default. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/**
 * A modal dialog (`role="dialog"`, `aria-modal`), rendered into `document.body`. While open it
 * keeps Tab inside itself, closes on Escape, locks the page scroll, and on close gives focus back
 * to the element that had it.
 *
 * @example
 * <Modal open={confirming} onClose={() => setConfirming(false)} title="Delete the vacancy?"
 *   footer={<Button variant="danger" onClick={remove}>Delete</Button>}>This cannot be undone.</Modal>
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return <OpenModal {...props} />;
}

function OpenModal({ onClose, title, children, footer, closeOnBackdrop = true, initialFocusRef, size = 'medium', className }: ModalProps) {
  const text = useUiText();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocusRef?.current ?? dialogRef.current)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [initialFocusRef]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // A dialog inside a dialog closes alone.
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const dialog = event.currentTarget;
    const focusable = focusableElements(dialog);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <div className={styles.backdrop} onMouseDown={handleBackdropMouseDown}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={classNames(styles.dialog, size !== 'medium' && styles[size], className)}
        onKeyDown={handleKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={text('closeDialog')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer !== undefined && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
