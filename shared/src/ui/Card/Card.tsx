import { useId, type ReactNode } from 'react';
import { classNames } from '../class-names';
import { headingTag, type HeadingLevel } from '../heading';
import styles from './card.module.css';

export interface CardProps {
  /** A heading; it also names the card as a region when `as` is `section` or `article`. */
  title?: ReactNode;
  headingLevel?: HeadingLevel;
  /** Controls beside the title (e.g. a menu button). */
  actions?: ReactNode;
  footer?: ReactNode;
  /** The element: `section` (default), `article` for a self-contained item (a CV in a list), or `div`. */
  as?: 'section' | 'article' | 'div';
  /**
   * No surface of its own (border, background, padding): for content inside a surface someone
   * else draws, such as a dashboard widget inside the host's card.
   */
  flat?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A themed surface grouping related content, with an optional title, actions and footer. */
export function Card({ title, headingLevel = 2, actions, footer, as: Element = 'section', flat = false, className, children }: CardProps) {
  const titleId = useId();
  const Heading = headingTag(headingLevel);
  const hasHeader = title !== undefined || actions !== undefined;
  return (
    <Element className={classNames(styles.card, flat && styles.flat, className)} aria-labelledby={title !== undefined && Element !== 'div' ? titleId : undefined}>
      {hasHeader && (
        <div className={styles.header}>
          {title !== undefined && (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          )}
          {actions}
        </div>
      )}
      {children}
      {footer !== undefined && <div className={styles.footer}>{footer}</div>}
    </Element>
  );
}
