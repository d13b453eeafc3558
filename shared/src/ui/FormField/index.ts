export { FormField, type FormFieldProps } from './FormField';
export { useFormFieldControl, type FormFieldControl } from './form-field-context';
