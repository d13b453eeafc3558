import { createContext, useContext } from 'react';

/** What a {@link FormField} tells the control inside it. */
export interface FormFieldControl {
  /** The control's `id`, which the field's `<label htmlFor>` points at. */
  id: string;
  /** Ids of the hint and error texts, for `aria-describedby`. */
  describedBy: string | undefined;
  /** `true` when the field's `valid` is `false` or it shows an error. */
  invalid: boolean;
  required: boolean;
}

export const FormFieldContext = createContext<FormFieldControl | null>(null);

/**
 * The surrounding {@link FormField}'s wiring (id, descriptions, validity), or `null` outside one.
 * A custom control spreads it onto its element so the label, hint and red border apply to it.
 */
export function useFormFieldControl(): FormFieldControl | null {
  return useContext(FormFieldContext);
}

/** Joins `aria-describedby` ids, skipping empty ones. */
export function joinIds(...ids: Array<string | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}
