import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { classNames } from '../class-names';
import styles from './checkbox.module.css';

/** Props of {@link Checkbox}: every `<input type="checkbox">` attribute, plus its texts. */
export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** The clickable label; it names the checkbox. */
  label: ReactNode;
  /** A second line under the label, referenced by `aria-describedby` (not part of the name). */
  description?: ReactNode;
  /** Marks the box invalid (red outline, `aria-invalid`), e.g. terms not accepted. */
  invalid?: boolean;
}

/** A native checkbox with its label and the theme's action colour. */
export function Checkbox({ label, description, invalid = false, className, id, disabled, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? `checkbox-${generatedId}`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <div className={classNames(styles.checkbox, invalid && styles.invalid, disabled && styles.disabled, className)}>
      <input
        {...rest}
        id={inputId}
        type="checkbox"
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={descriptionId}
        className={styles.input}
      />
      <span className={styles.text}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        {description && (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        )}
      </span>
    </div>
  );
}
