import { useId, type ReactNode } from 'react';
import { classNames } from '../class-names';
import { useUiText } from '../use-ui-text';
import { VisuallyHidden } from '../VisuallyHidden';
import { FormFieldContext, joinIds, type FormFieldControl } from './form-field-context';
import styles from './form-field.module.css';

export interface FormFieldProps {
  /** The visible label, tied to the control with `htmlFor`. */
  label: ReactNode;
  /** Hides the label visually; screen readers still read it. */
  labelHidden?: boolean;
  /** Help text under the control, referenced by `aria-describedby`. */
  hint?: ReactNode;
  /** An error text under the control; it also marks the field invalid. */
  error?: ReactNode;
  /**
   * The bound validity (docs/product.md#ui-kit): `false` marks the control invalid with a red border and
   * `aria-invalid`; `true` or absent restores the theme's border.
   */
  valid?: boolean;
  required?: boolean;
  /** The control's id; generated when absent. */
  id?: string;
  className?: string;
  /** The control: a kit control (TextInput, Select…) or any element using `useFormFieldControl()`. */
  children: ReactNode;
}

/**
 * A labelled form field: label, control, hint and error, wired for assistive technology
 * (`htmlFor`, `aria-describedby`, `aria-invalid`) and marked red while `valid === false`.
 *
 * @example
 * <FormField label="Email" hint="We never share it" error={emailError} valid={emailValid} required>
 *   <TextInput type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
 * </FormField>
 */
export function FormField({ label, labelHidden = false, hint, error, valid, required = false, id, className, children }: FormFieldProps) {
  const text = useUiText();
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const invalid = valid === false || Boolean(error);
  const control: FormFieldControl = { id: controlId, describedBy: joinIds(hintId, errorId), invalid, required };
  const labelContent = (
    <>
      {label}
      {required && (
        <>
          <span className={styles.required} aria-hidden="true">
            *
          </span>
          <VisuallyHidden> ({text('required')})</VisuallyHidden>
        </>
      )}
    </>
  );

  return (
    <div className={classNames(styles.field, invalid && styles.invalid, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {labelHidden ? <VisuallyHidden>{labelContent}</VisuallyHidden> : labelContent}
      </label>
      <FormFieldContext.Provider value={control}>{children}</FormFieldContext.Provider>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <span className={styles.errorMark} aria-hidden="true">
            !
          </span>
          {error}
        </p>
      )}
    </div>
  );
}
