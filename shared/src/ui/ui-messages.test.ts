import { createInstance } from 'i18next';
import { addUiResources, UI_NAMESPACE, UI_RESOURCES } from './ui-messages';

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();

describe('UI_RESOURCES', () => {
  it('has the same keys in English and Russian, none empty', () => {
    expect(Object.keys(UI_RESOURCES.ru).sort()).toEqual(Object.keys(UI_RESOURCES.en).sort());
    for (const locale of ['en', 'ru'] as const) {
      for (const [key, value] of Object.entries(UI_RESOURCES[locale])) {
        expect(`${key}=${value.trim()}`).not.toBe(`${key}=`);
      }
    }
  });

  it('keeps the same interpolation placeholders in both languages', () => {
    for (const [key, english] of Object.entries(UI_RESOURCES.en)) {
      expect([key, placeholders(UI_RESOURCES.ru[key as keyof typeof UI_RESOURCES.ru])]).toEqual([key, placeholders(english)]);
    }
  });

  it('is registered under the ui namespace by addUiResources', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'ru', fallbackLng: 'en', resources: {} });
    addUiResources(i18n);
    expect(UI_NAMESPACE).toBe('ui');
    expect(i18n.t('ui:page', { page: 3 })).toBe('Страница 3');
    expect(i18n.getFixedT('en')('ui:page', { page: 3 })).toBe('Page 3');
  });
});
