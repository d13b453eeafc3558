import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../class-names';
import { joinIds, useFormFieldControl } from '../FormField/form-field-context';
import controlStyles from '../styles/control.module.css';

/** Props of {@link TextInput}: every `<input>` attribute, plus `invalid`. */
export interface TextInputProps extends ComponentPropsWithRef<'input'> {
  /** Marks the input invalid (red border, `aria-invalid`) outside a {@link FormField}. */
  invalid?: boolean;
}

/**
 * A themed single-line input. Inside a {@link FormField} it takes the field's id, descriptions,
 * `required` and validity; props given directly win.
 */
export function TextInput({ invalid, className, id, required, 'aria-describedby': describedBy, ...rest }: TextInputProps) {
  const field = useFormFieldControl();
  const isInvalid = invalid ?? field?.invalid ?? false;
  return (
    <input
      type="text"
      {...rest}
      id={id ?? field?.id}
      required={required ?? field?.required}
      aria-describedby={joinIds(describedBy, field?.describedBy)}
      aria-invalid={isInvalid || undefined}
      className={classNames(controlStyles.control, isInvalid && controlStyles.invalid, className)}
    />
  );
}
