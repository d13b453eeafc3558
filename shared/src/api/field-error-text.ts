import type { ApiFieldError } from '@platform/contract';
import type { UiMessageKey } from '../ui/ui-messages';

type Keys = Readonly<Partial<Record<string, UiMessageKey>>>;

/** `invalid_type`, by the type the API expected. */
const EXPECTED: Keys = { number: 'fieldNumber', int: 'fieldNumber', string: 'fieldText', boolean: 'fieldYesNo' };
/** `too_big` / `too_small`, by what was measured (zod's `origin`). */
const TOO_BIG: Keys = { number: 'fieldMaximum', int: 'fieldMaximum', string: 'fieldMaxLength', array: 'fieldMaxItems', set: 'fieldMaxItems' };
const TOO_SMALL: Keys = { number: 'fieldMinimum', int: 'fieldMinimum', string: 'fieldMinLength', array: 'fieldMinItems', set: 'fieldMinItems' };
const FORMATS: Keys = { email: 'fieldEmail', url: 'fieldUrl' };

/** A UI-kit message and the values it names. */
export interface FieldErrorMessage {
  key: UiMessageKey;
  values: Record<string, string | number>;
}

/**
 * The UI kit's generic wording of a field error, read from its `code` and `params` (the checks
 * every form shares: a number expected, a maximum, an e-mail address…); `null` for a code it does
 * not know, which the caller words as "Check this field.".
 */
export function fieldErrorMessage(field: ApiFieldError): FieldErrorMessage | null {
  const values = field.params ?? {};
  const pick = (keys: Keys, by: string | number | undefined): FieldErrorMessage | null => {
    const key = by === undefined ? undefined : keys[String(by)];
    return key ? { key, values } : null;
  };
  switch (field.code) {
    case 'invalid_type':
      return pick(EXPECTED, values.expected);
    case 'too_big':
      return pick(TOO_BIG, values.origin);
    case 'too_small':
      // A text of at least one character is a required field, whatever the API calls it.
      return values.origin === 'string' && values.minimum === 1 ? { key: 'fieldRequired', values } : pick(TOO_SMALL, values.origin);
    case 'invalid_value':
      return { key: 'fieldOneOf', values };
    case 'invalid_format':
      return pick(FORMATS, values.format) ?? { key: 'fieldFormat', values };
    default:
      return null;
  }
}
