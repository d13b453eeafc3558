import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import type { Tone } from '../tones';
import { useUiText } from '../use-ui-text';
import styles from './tag.module.css';

export interface TagProps {
  children: ReactNode;
  /** Colour of the tag: `neutral` uses `--color-tag-bg`, the others a context colour. */
  tone?: Tone;
  /** Shows a remove button (a filter chip, a skill being edited). */
  onRemove?: () => void;
  /** Accessible name of the remove button; defaults to "Remove <text>" when the tag is plain text. */
  removeLabel?: string;
  className?: string;
}

/** A small label: a skill, a status, an active filter (removable with `onRemove`). */
export function Tag({ children, tone = 'neutral', onRemove, removeLabel, className }: TagProps) {
  const text = useUiText();
  const label = removeLabel ?? text('removeTag', { label: typeof children === 'string' || typeof children === 'number' ? children : '' });
  return (
    <span className={classNames(styles.tag, styles[tone], className)}>
      <span>{children}</span>
      {onRemove && (
        <button type="button" className={styles.remove} aria-label={label} onClick={onRemove}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </span>
  );
}
