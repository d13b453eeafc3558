import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../Button';
import { Modal } from '../Modal';
import { useUiText } from '../use-ui-text';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question: "Delete “Go developer”?". */
  title: string;
  /** What the action does and what stays, in a sentence or two (form fields too, as for a password). */
  children?: ReactNode;
  /** The action's own words ("Delete", "Close vacancy"), never a bare "OK". */
  confirmLabel: string;
  /** `danger` for what cannot be undone, `warning` for what can. */
  confirmVariant?: ButtonVariant;
  /** The action runs: its button shows progress and cannot be pressed twice. */
  busy?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape, the close button (and the backdrop unless `closeOnBackdrop` is false). */
  onCancel: () => void;
  closeOnBackdrop?: boolean;
}

/**
 * "Are you sure?" before an action that loses something: a modal dialog with the question as its
 * title, what happens as its text, then Cancel and the action. Cancel changes nothing.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, confirmVariant = 'danger', busy = false, onConfirm, onCancel, closeOnBackdrop }: ConfirmDialogProps) {
  const text = useUiText();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      {...(closeOnBackdrop === undefined ? {} : { closeOnBackdrop })}
      footer={
        <div className={styles.actions}>
          <Button onClick={onCancel}>{text('cancel')}</Button>
          <Button variant={confirmVariant} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      }
    >
      {children}
    </Modal>
  );
}
