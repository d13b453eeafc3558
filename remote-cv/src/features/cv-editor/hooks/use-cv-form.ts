import { useMemo, useState } from 'react';
import type { ApiFieldError, CvMe, CvMeUpdate } from '@platform/contract';
import { isApiError, useMountProps } from '@platform/shared';
import { useSchemaForm } from '@platform/shared/forms';
import { useTranslation } from '@platform/shared/react-i18next';
import { useSaveMyCvMutation } from '../api/my-cv';
import type { CvFormValues } from '../utils/cv-form';
import { isFormPath, makeCvFormSchema } from '../utils/cv-form-schema';

/**
 * The CV form of the editor and the wizard: react-hook-form over the form's schema, worded in the
 * user's language, and the save. A 400 puts each field error next to its field (the form mirrors
 * the body's paths); `apiErrors` keeps the whole list, for the summary to name what has no field.
 */
export function useCvForm(defaultValues: CvFormValues) {
  const { t } = useTranslation('cv');
  const { toast } = useMountProps();
  const schema = useMemo(() => makeCvFormSchema((code) => t(`fieldCodes.${code}`)), [t]);
  const cv = useSchemaForm(schema, {
    namespace: 'cv',
    defaultValues,
    onFailure: (message) => toast.show({ type: 'error', message: t('editor.saveFailed'), description: message }),
  });
  const mutation = useSaveMyCvMutation();
  const [apiErrors, setApiErrors] = useState<readonly ApiFieldError[]>([]);

  /** The form's `onSubmit`: checks, then saves `toBody(values)` and hands the saved CV to `onSaved`. */
  const submit = (toBody: (values: CvFormValues) => CvMeUpdate, onSaved: (saved: CvMe) => void) =>
    cv.onSubmit(async (values) => {
      setApiErrors([]);
      try {
        const saved = await mutation.mutateAsync(toBody(values));
        toast.show({ type: 'success', message: t('editor.saved') });
        onSaved(saved);
      } catch (error) {
        if (isApiError(error)) setApiErrors(error.fields);
        throw error;
      }
    });

  return { cv, submit, apiErrors, otherErrors: apiErrors.filter((error) => !isFormPath(error.path)) };
}
