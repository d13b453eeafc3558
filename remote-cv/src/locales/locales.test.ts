import en from './en.json';
import ru from './ru.json';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every message key, plural forms folded into their base key. */
function keys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key.replace(PLURAL_SUFFIX, '')}`],
  );
}

describe('the CV messages', () => {
  it('have the same keys in English and Russian', () => {
    expect([...new Set(keys(ru))].sort()).toEqual([...new Set(keys(en))].sort());
  });

  it('give Russian every plural form it needs', () => {
    const plurals = keys(en).filter((key, index, all) => all.indexOf(key) !== index);
    const flat = (messages: object, prefix = ''): string[] =>
      Object.entries(messages).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null ? flat(value, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    const russian = new Set(flat(ru));
    for (const key of new Set(plurals)) {
      for (const form of ['one', 'few', 'many', 'other']) expect(russian).toContain(`${key}_${form}`);
    }
  });
});
