const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The forms i18next asks for a Russian plural (`Intl.PluralRules('ru')`). */
const RUSSIAN_PLURAL_FORMS = ['one', 'few', 'many', 'other'] as const;

function leafKeys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/**
 * Every message key of a bundle as a dotted path (`errors.network`), plural forms folded into
 * their base key (`sent_one`, `sent_other` → `sent`), sorted and without repeats.
 */
export function messageKeys(messages: object): string[] {
  return [...new Set(leafKeys(messages).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

/**
 * Asserts that the Russian bundle has exactly the English one's keys (plural forms aside), so no
 * user ever sees a raw key or an English leftover. A failure lists the keys on either side.
 */
export function expectSameMessageKeys(en: object, ru: object): void {
  expect(messageKeys(ru)).toEqual(messageKeys(en));
}

/**
 * Asserts that every message English writes in plural forms (`_one`, `_other`…) has all four
 * Russian forms (`_one`, `_few`, `_many`, `_other`) at the same path in the Russian bundle.
 * A failure lists the missing keys.
 */
export function expectRussianPluralForms(en: object, ru: object): void {
  const plurals = new Set(leafKeys(en).filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')));
  const russian = new Set(leafKeys(ru));
  const missing = [...plurals].flatMap((key) => RUSSIAN_PLURAL_FORMS.map((form) => `${key}_${form}`)).filter((key) => !russian.has(key));
  expect(missing).toEqual([]);
}
