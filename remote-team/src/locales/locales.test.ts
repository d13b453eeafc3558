import en from './en.json';
import ru from './ru.json';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every message key, plural forms folded into their base key. */
function keysOf(messages: object, prefix = ''): Set<string> {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = `${prefix}${key.replace(PLURAL_SUFFIX, '')}`;
    if (typeof value === 'object' && value !== null) for (const nested of keysOf(value, `${path}.`)) keys.add(nested);
    else keys.add(path);
  }
  return keys;
}

describe('team messages', () => {
  it('has every English message in Russian and nothing extra', () => {
    expect([...keysOf(ru)].sort()).toEqual([...keysOf(en)].sort());
  });

  it('gives Russian plurals their few and many forms', () => {
    const text = JSON.stringify(ru);
    for (const base of JSON.stringify(en).match(/"[\w-]+_one"/g) ?? []) {
      const name = base.slice(1, -5);
      expect(text).toContain(`"${name}_few"`);
      expect(text).toContain(`"${name}_many"`);
    }
  });
});
