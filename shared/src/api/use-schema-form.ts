import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, useCallback, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { toFieldError } from '../contract';
import { useUiText } from '../ui/use-ui-text';
import { fieldErrorMessage } from './field-error-text';
import { useApiErrorText } from './use-api-error-text';

/** Options of {@link useSchemaForm}. */
export interface SchemaFormOptions<TInput extends FieldValues> {
  /** The area's i18next namespace, for the API's errors (see `useApiErrorText`). */
  namespace: string;
  defaultValues: DefaultValues<TInput>;
  /**
   * The form's own words for a field that fails its check, by path (`{ title: t('titleRequired') }`);
   * a field without one reads as the UI kit's wording of the check ("At most 100 characters.").
   */
  messages?: Readonly<Partial<Record<string, string>>>;
  /** Shows a failure that names no field (e.g. as a toast) instead of keeping it in `failure`. */
  onFailure?: (message: string) => void;
}

/** What {@link useSchemaForm} returns. */
export interface SchemaForm<TInput extends FieldValues, TOutput> {
  /** The react-hook-form instance: `register`, `control`, `watch`, `reset`… */
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** The error text of a field: its check in the schema, else what the API said of it. */
  errorOf: (path: Path<TInput>) => string | undefined;
  /** A failure that names no field, for the form to show (`role="alert"`); `null` when none. */
  failure: string | null;
  /** `true` while the action runs (for the submit button's `loading`). */
  busy: boolean;
  /**
   * The form's `onSubmit`: checks the values with the schema (errors go next to the fields) and
   * runs `action` with the parsed values; a rejection puts the API's field errors next to the
   * fields, or, when it names none, shows a failure message.
   */
  onSubmit: (action: (values: TOutput) => Promise<void>) => (event?: BaseSyntheticEvent) => Promise<void>;
}

/**
 * A form checked by a zod schema of the contract (react-hook-form with `@hookform/resolvers/zod`),
 * so its limits are the API's own and never copied by hand. Errors read in the user's language:
 * a check's failure by the UI kit's wording of its code and values (the API words its 400s the
 * same way), the API's refusals through {@link useApiErrorText}.
 *
 * @example
 * const { form, errorOf, failure, busy, onSubmit } = useSchemaForm(vacancyInputSchema, {
 *   namespace: 'team', defaultValues: { title: '' }, messages: { title: t('vacancy.titleRequired') },
 * });
 * <form onSubmit={onSubmit((values) => save(values))} noValidate>
 *   <FormField label={t('title')} error={errorOf('title')}><TextInput {...form.register('title')} /></FormField>
 */
export function useSchemaForm<TInput extends FieldValues, TOutput>(
  schema: z.core.$ZodType<TOutput, TInput>,
  options: SchemaFormOptions<TInput>,
): SchemaForm<TInput, TOutput> {
  const uiText = useUiText();
  const errorText = useApiErrorText(options.namespace);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  // Words each failed check when it fails, in the locale of that moment.
  const wordIssue = useCallback(
    (issue: z.core.$ZodRawIssue) => {
      const field = toFieldError(issue);
      const own = optionsRef.current.messages?.[field.path];
      if (own !== undefined) return own;
      const generic = fieldErrorMessage(field);
      return generic ? uiText(generic.key, generic.values) : uiText('invalidField');
    },
    [uiText],
  );
  const resolverRef = useRef<Resolver<TInput, unknown, TOutput> | null>(null);
  resolverRef.current = zodResolver(schema, { error: wordIssue });
  // useForm keeps the resolver of its first render: this one forwards to the current schema's.
  const [resolver] = useState(() => {
    const current: Resolver<TInput, unknown, TOutput> = (values, context, resolverOptions) => {
      if (!resolverRef.current) throw new Error('useSchemaForm: no resolver');
      return resolverRef.current(values, context, resolverOptions);
    };
    return current;
  });

  const form = useForm<TInput, unknown, TOutput>({ resolver, defaultValues: options.defaultValues });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const errorOf = (path: Path<TInput>): string | undefined =>
    // Passing `formState` subscribes this component to the field's errors.
    form.getFieldState(path, form.formState).error?.message ?? serverErrors[path];

  const onSubmit = (action: (values: TOutput) => Promise<void>) =>
    form.handleSubmit(
      async (values) => {
        setServerErrors({});
        setFailure(null);
        try {
          await action(values);
        } catch (error) {
          const fields = errorText.fields(error);
          setServerErrors(fields);
          if (Object.keys(fields).length === 0) {
            const message = errorText.message(error);
            const { onFailure } = optionsRef.current;
            if (onFailure) onFailure(message);
            else setFailure(message);
          }
        }
      },
      () => {
        setServerErrors({});
        setFailure(null);
      },
    );

  return { form, errorOf, failure, busy: form.formState.isSubmitting, onSubmit };
}
