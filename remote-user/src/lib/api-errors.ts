import { isApiError, useMountProps } from '@platform/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Turns API failures into text for this area, in the user's language. */
export interface ApiErrorText {
  /** A message for the whole failure: a known error code's text, else a generic one. */
  message: (error: unknown) => string;
  /** Messages per field path (`title`, `recipients.list`) for the form fields to show. */
  fields: (error: unknown) => Record<string, string>;
}

/**
 * The API speaks English; this area translates what it can. Known codes (`last_owner`, ...) have
 * their own message under `errors.*`; a field error is the API's own text in English and, in
 * Russian, the field's message under `fields.*` (or a generic "check this field").
 */
export function useApiErrorText(): ApiErrorText {
  const { t, i18n } = useTranslation('user');
  const { locale } = useMountProps();
  const message = useCallback(
    (error: unknown) => {
      if (isApiError(error)) {
        if (i18n.exists(`user:errors.${error.code}`)) return t(`errors.${error.code}`);
        if (error.status === 0) return t('errors.network');
      }
      return t('common.actionFailed');
    },
    [t, i18n],
  );
  const fields = useCallback(
    (error: unknown) => {
      if (!isApiError(error)) return {};
      return Object.fromEntries(
        error.fields.map((field) => {
          if (locale === 'en') return [field.path, field.message];
          const key = `user:fields.${field.path}`;
          return [field.path, i18n.exists(key) ? t(`fields.${field.path}`) : t('common.invalidField')];
        }),
      );
    },
    [t, i18n, locale],
  );
  return { message, fields };
}
