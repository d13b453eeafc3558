import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../class-names';
import { joinIds, useFormFieldControl } from '../FormField/form-field-context';
import controlStyles from '../styles/control.module.css';
import styles from './text-area.module.css';

/** Props of {@link TextArea}: every `<textarea>` attribute, plus `invalid`. */
export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  /** Marks the text area invalid (red border, `aria-invalid`) outside a {@link FormField}. */
  invalid?: boolean;
}

/**
 * A themed multi-line input with the look of {@link TextInput}, `rows` high (5 unless told) and
 * resizable in height. Inside a {@link FormField} it takes the field's id, descriptions, `required`
 * and validity; props given directly win.
 *
 * @example
 * <FormField label="Message" error={errors.body} required>
 *   <TextArea value={body} maxLength={10000} onChange={(event) => setBody(event.target.value)} />
 * </FormField>
 */
export function TextArea({ invalid, className, id, required, rows = 5, 'aria-describedby': describedBy, ...rest }: TextAreaProps) {
  const field = useFormFieldControl();
  const isInvalid = invalid ?? field?.invalid ?? false;
  return (
    <textarea
      {...rest}
      rows={rows}
      id={id ?? field?.id}
      required={required ?? field?.required}
      aria-describedby={joinIds(describedBy, field?.describedBy)}
      aria-invalid={isInvalid || undefined}
      className={classNames(controlStyles.control, styles.textArea, isInvalid && controlStyles.invalid, className)}
    />
  );
}
