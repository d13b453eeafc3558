import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../class-names';
import { joinIds, useFormFieldControl } from '../FormField/form-field-context';
import controlStyles from '../styles/control.module.css';

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}: every `<select>` attribute except children, plus the options. */
export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  options: readonly SelectOption[];
  /** A first, unselectable entry with the value `''` shown while nothing is chosen. */
  placeholder?: string;
  /** Marks the select invalid outside a {@link FormField}. */
  invalid?: boolean;
}

/**
 * A themed native `<select>` (native, so keyboard and screen-reader behaviour come for free).
 * Inside a {@link FormField} it takes the field's id, descriptions, `required` and validity.
 */
export function Select({ options, placeholder, invalid, className, id, required, 'aria-describedby': describedBy, ...rest }: SelectProps) {
  const field = useFormFieldControl();
  const isInvalid = invalid ?? field?.invalid ?? false;
  return (
    <select
      {...rest}
      id={id ?? field?.id}
      required={required ?? field?.required}
      aria-describedby={joinIds(describedBy, field?.describedBy)}
      aria-invalid={isInvalid || undefined}
      className={classNames(controlStyles.control, isInvalid && controlStyles.invalid, className)}
    >
      {placeholder !== undefined && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
