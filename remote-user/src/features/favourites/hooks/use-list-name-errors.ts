import { useCallback } from 'react';
import { z } from 'zod/mini';
import { FAVOURITE_LIST_NAME_MAX, favouriteListNameSchema } from '@platform/contract';
import { isApiError, useApiErrorText } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';

/** What went wrong with a list name: under the field, or for the whole form. */
export interface ListNameProblem {
  field: string | null;
  failure: string | null;
}

/**
 * The words for a list name's problems: the contract's own check before sending (the limits are
 * the API's), and the API's refusal after (a name taken, in any case, is a 409 naming `name`).
 */
export function useListNameErrors(): { check: (name: string) => string | null; explain: (error: unknown) => ListNameProblem } {
  const { t } = useTranslation('user');
  const errorText = useApiErrorText('user');
  const word = useCallback(
    (code: string | undefined) => {
      if (code === 'name_taken') return t('favourites.nameTaken');
      if (code === 'too_big') return t('favourites.nameTooLong', { max: FAVOURITE_LIST_NAME_MAX });
      return t('favourites.nameRequired');
    },
    [t],
  );
  const check = useCallback(
    (name: string) => {
      const result = z.safeParse(favouriteListNameSchema, name);
      return result.success ? null : word(result.error.issues[0]?.code);
    },
    [word],
  );
  const explain = useCallback(
    (error: unknown): ListNameProblem => {
      const field = isApiError(error) ? error.fields.find((item) => item.path === 'name') : undefined;
      return field === undefined ? { field: null, failure: errorText.message(error) } : { field: word(field.code), failure: null };
    },
    [word, errorText],
  );
  return { check, explain };
}
