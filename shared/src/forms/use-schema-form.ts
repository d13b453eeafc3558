import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, useCallback, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { type ApiFieldError, toFieldError } from '@platform/contract';
import { fieldErrorMessage } from '../api/field-error-text';
import { useApiErrorText } from '../api/use-api-error-text';
import { useUiText } from '../ui/use-ui-text';

type StandardIssue = { readonly message: string; readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined };

/** zod's Standard Schema answer carries its whole issues (code and values), not only the message. */
function isZodIssue(issue: StandardIssue): issue is z.core.$ZodIssue {
  return 'code' in issue && typeof issue.code === 'string' && Array.isArray(issue.path);
}

/** Checks `values` again through the schema's Standard Schema surface, keeping the first failure per path. */
async function describeFailures(schema: z.core.$ZodType, values: unknown): Promise<Map<string, ApiFieldError>> {
  const outcome = await schema['~standard'].validate(values);
  const found = new Map<string, ApiFieldError>();
  for (const issue of outcome.issues ?? []) {
    if (!isZodIssue(issue)) continue;
    const field = toFieldError(issue);
    if (!found.has(field.path)) found.set(field.path, field);
  }
  return found;
}

/** Options of {@link useSchemaForm}. */
export interface SchemaFormOptions<TInput extends FieldValues> {
  /** The area's i18next namespace, for the API's errors (see `useApiErrorText`). */
  namespace: string;
  defaultValues: DefaultValues<TInput>;
  /**
   * The form's words for the schema's own messages, by `path:code` or by path
   * (`{ 'title:too_small': t('titleRequired') }` for the contract's "Enter a title."). A check the schema words itself reads, without one, as the
   * API's answer would: its English text, or in Russian the area's `fields.<path>` message or the
   * UI kit's wording of its code. A check the schema leaves unworded reads as the UI kit's wording
   * of its code and values ("At most 200 characters.").
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

  // zod asks this only for a check the schema does not word itself: the UI kit words it from its
  // code and values, in the locale of that moment. Remembered, so `errorOf` tells these apart.
  const worded = useRef(new Set<string>());
  const wordIssue = useCallback(
    (issue: z.core.$ZodRawIssue) => {
      const generic = fieldErrorMessage(toFieldError(issue));
      const text = generic ? uiText(generic.key, generic.values) : uiText('invalidField');
      worded.current.add(text);
      return text;
    },
    [uiText],
  );
  const resolverRef = useRef<Resolver<TInput, unknown, TOutput> | null>(null);
  resolverRef.current = zodResolver(schema, { error: wordIssue });
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  // The failed checks of the last refused submit, by path, with their codes and values: the
  // resolver hands react-hook-form only a message, and a schema's own message is English.
  const failures = useRef(new Map<string, ApiFieldError>());
  // useForm keeps the resolver of its first render: this one forwards to the current schema's.
  const [resolver] = useState(() => {
    const current: Resolver<TInput, unknown, TOutput> = async (values, context, resolverOptions) => {
      if (!resolverRef.current) throw new Error('useSchemaForm: no resolver');
      const result = await resolverRef.current(values, context, resolverOptions);
      if (Object.keys(result.errors).length > 0) failures.current = await describeFailures(schemaRef.current, values);
      return result;
    };
    return current;
  });

  const form = useForm<TInput, unknown, TOutput>({ resolver, defaultValues: options.defaultValues });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const errorOf = (path: Path<TInput>): string | undefined => {
    // Passing `formState` subscribes this component to the field's errors.
    const error = form.getFieldState(path, form.formState).error;
    const message = error?.message;
    if (message === undefined || message === '') return serverErrors[path];
    if (worded.current.has(message)) return message;
    // The schema's own (English) message: the form's words for it, else worded as the API's answer
    // with that message would be.
    const failure = failures.current.get(path) ?? { path, message };
    const own = optionsRef.current.messages;
    return own?.[`${path}:${failure.code ?? ''}`] ?? own?.[path] ?? errorText.field(failure);
  };

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
