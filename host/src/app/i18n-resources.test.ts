import { authLifecycleMessages } from '../features/auth';
import { overridesMessages } from '../features/overrides';
import { uiKitPageMessages } from '../features/ui-kit-pages/messages';
import { HOST_MESSAGES, hostResources } from './i18n-resources';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort();
}

describe('host messages', () => {
  // The UI-kit pages', the sign-in and password pages' and the overrides' texts are added when
  // their chunks load; they are checked all the same.
  const everyFeature: typeof HOST_MESSAGES = { ...HOST_MESSAGES, uiKit: uiKitPageMessages, authLifecycle: authLifecycleMessages, overrides: overridesMessages };
  it.each(Object.keys(everyFeature))('%s: en and ru have the same keys, no empty text, the same placeholders', (feature) => {
    const messages = everyFeature[feature]!;
    const en = leaves(messages.en);
    const ru = leaves(messages.ru);
    expect([...ru.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect(text.trim()).not.toBe('');
      expect(ru.get(key)?.trim()).not.toBe('');
      expect([key, placeholders(ru.get(key) ?? '')]).toEqual([key, placeholders(text)]);
    }
  });

  it('registers the host namespace and the UI kit namespace per locale', () => {
    const resources = hostResources();
    expect(Object.keys(resources).sort()).toEqual(['en', 'ru']);
    expect(Object.keys(resources.ru ?? {}).sort()).toEqual(['host', 'ui']);
  });
});
