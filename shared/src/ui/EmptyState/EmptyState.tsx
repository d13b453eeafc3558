import { useId, type ReactNode } from 'react';
import { classNames } from '../class-names';
import { headingTag, type HeadingLevel } from '../heading';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  /** One or two sentences: why it is empty, or what went wrong. */
  text?: ReactNode;
  /** What the user can do next: a Button or a link (e.g. "Clear filters", "Try again"). */
  action?: ReactNode;
  /** A decorative picture; hidden from screen readers. */
  icon?: ReactNode;
  /** `error` announces itself (`role="alert"`) and marks the icon red. Defaults to `empty`. */
  variant?: 'empty' | 'error';
  headingLevel?: HeadingLevel;
  className?: string;
}

/** Says why there is nothing to show (no results, an empty list, a failed load) and offers the next step. */
export function EmptyState({ title, text, action, icon, variant = 'empty', headingLevel = 2, className }: EmptyStateProps) {
  const titleId = useId();
  const Heading = headingTag(headingLevel);
  return (
    <section
      aria-labelledby={titleId}
      role={variant === 'error' ? 'alert' : undefined}
      className={classNames(styles.emptyState, variant === 'error' && styles.error, className)}
    >
      {icon !== undefined && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {text !== undefined && <p className={styles.text}>{text}</p>}
      {action !== undefined && <div className={styles.action}>{action}</div>}
    </section>
  );
}
