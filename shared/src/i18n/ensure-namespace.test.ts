import { createInstance, type i18n as I18n } from 'i18next';
import { ensureNamespace, isNamespaceLoaded, type NamespaceLoaders } from './ensure-namespace';

async function createI18n(lng: string): Promise<I18n> {
  const i18n = createInstance();
  await i18n.init({ lng, fallbackLng: 'en', resources: {}, partialBundledLanguages: true });
  return i18n;
}

function countingLoaders() {
  const calls: string[] = [];
  const loaders: NamespaceLoaders = {
    en: async () => {
      calls.push('en');
      return { title: 'Search', only_en: 'English only' };
    },
    ru: async () => {
      calls.push('ru');
      return { title: 'Поиск' };
    },
  };
  return { calls, loaders };
}

describe('ensureNamespace', () => {
  it('loads the current language and its fallbacks, and translates with them', async () => {
    const i18n = await createI18n('ru');
    const { calls, loaders } = countingLoaders();
    expect(isNamespaceLoaded(i18n, 'search')).toBe(false);
    await ensureNamespace(i18n, 'search', loaders);
    expect(calls.sort()).toEqual(['en', 'ru']);
    expect(isNamespaceLoaded(i18n, 'search')).toBe(true);
    expect(i18n.t('search:title')).toBe('Поиск');
    expect(i18n.t('search:only_en')).toBe('English only');
  });

  it('loads English alone for English, also for a regional code', async () => {
    const i18n = await createI18n('en-US');
    const { calls, loaders } = countingLoaders();
    await ensureNamespace(i18n, 'search', loaders);
    expect(calls).toEqual(['en']);
    expect(i18n.t('search:title')).toBe('Search');
  });

  it('is idempotent and shares concurrent loads', async () => {
    const i18n = await createI18n('ru');
    const { calls, loaders } = countingLoaders();
    await Promise.all([ensureNamespace(i18n, 'search', loaders), ensureNamespace(i18n, 'search', loaders)]);
    await ensureNamespace(i18n, 'search', loaders);
    expect(calls.sort()).toEqual(['en', 'ru']);
  });

  it('loads what a language change needs, and only that', async () => {
    const i18n = await createI18n('en');
    const { calls, loaders } = countingLoaders();
    await ensureNamespace(i18n, 'search', loaders);
    await i18n.changeLanguage('ru');
    await ensureNamespace(i18n, 'search', loaders);
    expect(calls).toEqual(['en', 'ru']);
  });

  it('keeps the keys the host already set', async () => {
    const i18n = await createI18n('en');
    i18n.addResource('en', 'search', 'title', 'Host title');
    i18n.addResource('ru', 'search', 'title', 'Заголовок хоста');
    await ensureNamespace(i18n, 'search', countingLoaders().loaders);
    expect(i18n.t('search:title')).toBe('Host title');
  });

  it('rejects when a loader fails, and tries again on the next call', async () => {
    const i18n = await createI18n('en');
    let fail = true;
    const loaders: NamespaceLoaders = {
      en: async () => {
        if (fail) throw new Error('chunk failed');
        return { title: 'Search' };
      },
      ru: async () => ({}),
    };
    await expect(ensureNamespace(i18n, 'search', loaders)).rejects.toThrow('chunk failed');
    fail = false;
    await ensureNamespace(i18n, 'search', loaders);
    expect(i18n.t('search:title')).toBe('Search');
  });
});
