import type { ComponentPropsWithoutRef } from 'react';
import { classNames } from '../class-names';
import styles from './visually-hidden.module.css';

/** Props of {@link VisuallyHidden}: any `<span>` attribute. */
export type VisuallyHiddenProps = ComponentPropsWithoutRef<'span'>;

/** Text for screen readers only: invisible on screen, present in the accessibility tree. */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span {...rest} className={classNames(styles.visuallyHidden, className)} />;
}
