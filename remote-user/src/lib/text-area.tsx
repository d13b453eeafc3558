import { useFormFieldControl } from '@platform/shared';
import type { ComponentPropsWithRef } from 'react';
import styles from './area.module.css';

/**
 * A multi-line input (the UI kit has none yet) wired to the surrounding `FormField` like the
 * kit's controls: its id, descriptions and validity.
 */
export function TextArea({ id, ...rest }: ComponentPropsWithRef<'textarea'>) {
  const field = useFormFieldControl();
  return (
    <textarea
      {...rest}
      id={id ?? field?.id}
      required={rest.required ?? field?.required}
      aria-describedby={field?.describedBy}
      aria-invalid={field?.invalid || undefined}
      className={styles.textarea}
    />
  );
}
