import { useCallback } from 'react';
import type { ApiFieldError } from '../contract';
import { useTranslation } from '@platform/shared/react-i18next';
import { useOptionalMountProps } from '../parcel/mount-props-context';
import { useUiText } from '../ui/use-ui-text';
import { isApiError } from './api-error';
import { fieldErrorMessage } from './field-error-text';

/** What {@link useApiErrorText} returns: API failures as text in the user's language. */
export interface ApiErrorText {
  /** A message for the whole failure: the error code's own text when the area has one, else a generic one. */
  message: (error: unknown) => string;
  /** A message per field path (`title`, `recipients.list`), for the form to show next to its fields. */
  fields: (error: unknown) => Record<string, string>;
  /** The message of one field error, worded as {@link ApiErrorText.fields} words each. */
  field: (field: ApiFieldError) => string;
}

/**
 * Turns API failures into readable text. The API speaks English; the area's i18next `namespace`
 * translates what it knows:
 *
 * - `errors.<code>` (e.g. `errors.last_owner`): the message for that error code;
 * - `fields.<path>` (e.g. `fields.email`, `fields.recipients.list`): a field's message in Russian;
 * - `fieldCodes.<code>` (e.g. `fieldCodes.query_too_many_terms`): the message for a field error
 *   the area's API defines, with the error's `params` (`{{limit}}`).
 * In English a field shows the API's own text.
 *
 * Anything else reads as the UI kit's generic texts: "No connection to the server…" for a network
 * failure, "That did not work…" otherwise; a field error by its check (`too_big` → "At most
 * {{maximum}}.", see `fieldErrorMessage`), else "Check this field.".
 * Runs inside a remote's parcel (the locale of the mount props) or on a host page (the i18n language).
 *
 * @example
 * const errorText = useApiErrorText('team');
 * try { await save(); } catch (error) { setErrors(errorText.fields(error)); }
 */
export function useApiErrorText(namespace: string): ApiErrorText {
  const { t, i18n } = useTranslation(namespace);
  const uiText = useUiText();
  // In a remote the host's locale; on the host's own pages (no parcel) the i18n instance's language.
  const locale = useOptionalMountProps()?.locale ?? (i18n.language.startsWith('ru') ? 'ru' : 'en');
  const message = useCallback(
    (error: unknown) => {
      if (isApiError(error)) {
        if (i18n.exists(`${namespace}:errors.${error.code}`)) return t(`errors.${error.code}`);
        if (error.status === 0) return uiText('networkError');
      }
      return uiText('actionFailed');
    },
    [t, i18n, namespace, uiText],
  );
  const field = useCallback(
    (item: ApiFieldError): string => {
      if (locale === 'en' && item.message !== '') return item.message;
      if (i18n.exists(`${namespace}:fields.${item.path}`)) return t(`fields.${item.path}`);
      if (item.code !== undefined && i18n.exists(`${namespace}:fieldCodes.${item.code}`)) {
        return t(`fieldCodes.${item.code}`, { ...item.params });
      }
      const generic = fieldErrorMessage(item);
      return generic ? uiText(generic.key, generic.values) : uiText('invalidField');
    },
    [t, i18n, namespace, locale, uiText],
  );
  const fields = useCallback(
    (error: unknown) => (isApiError(error) ? Object.fromEntries(error.fields.map((item) => [item.path, field(item)])) : {}),
    [field],
  );
  return { message, fields, field };
}
