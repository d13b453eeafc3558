import { useState } from 'react';
import { useApiErrorText } from './use-api-error-text';

/** Options of {@link useApiForm}. */
export interface ApiFormOptions {
  /**
   * Shows a failure that names no field (e.g. as a toast) instead of keeping it in `failure`.
   */
  onFailure?: (message: string) => void;
}

/** What {@link useApiForm} returns. */
export interface ApiForm {
  /** Error text per field path (`title`, `recipients.list`): the form's own checks, then the API's. */
  errors: Record<string, string>;
  /** A failure that names no field, for the form to show (`role="alert"`); `null` when none. */
  failure: string | null;
  /** `true` while the action runs (for the submit button's `loading`). */
  busy: boolean;
  /**
   * Shows `localErrors` (the form's own checks) and stops if there are any; else runs `action`,
   * and on a rejection shows the API's field errors or, when it names no field, a failure message.
   * Resolves `true` when the action succeeded.
   */
  submit: (localErrors: Record<string, string>, action: () => Promise<void>) => Promise<boolean>;
}

/**
 * The state of a form that sends to the API: field errors, a failure message and a busy flag,
 * with API errors put into words by {@link useApiErrorText} for the area's `namespace`.
 *
 * @example
 * const form = useApiForm('team');
 * const onSubmit = (event: FormEvent) => {
 *   event.preventDefault();
 *   void form.submit(title.trim() ? {} : { title: t('titleRequired') }, () => save({ title }));
 * };
 * <FormField label={t('title')} error={form.errors.title}>…</FormField>
 * {form.failure !== null && <p role="alert">{form.failure}</p>}
 * <Button htmlType="submit" loading={form.busy}>{t('save')}</Button>
 */
export function useApiForm(namespace: string, options: ApiFormOptions = {}): ApiForm {
  const errorText = useApiErrorText(namespace);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { onFailure } = options;

  const submit = async (localErrors: Record<string, string>, action: () => Promise<void>) => {
    setErrors(localErrors);
    setFailure(null);
    if (Object.keys(localErrors).length > 0) return false;
    setBusy(true);
    try {
      await action();
      return true;
    } catch (error) {
      const fields = errorText.fields(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) {
        const message = errorText.message(error);
        if (onFailure) onFailure(message);
        else setFailure(message);
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { errors, failure, busy, submit };
}
