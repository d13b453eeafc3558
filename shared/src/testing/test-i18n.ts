import { createInstance, type i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from '@platform/contract';
import { UI_NAMESPACE, UI_RESOURCES } from '../ui';

/**
 * A fresh, initialised i18next instance for one test, carrying the UI kit's `ui` bundles in both
 * locales, Russian falling back to English, as the host sets it up. Never the global singleton.
 */
export function createTestI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: 'en',
    supportedLngs: ['en', 'ru'],
    ns: [UI_NAMESPACE],
    defaultNS: UI_NAMESPACE,
    resources: { en: { [UI_NAMESPACE]: UI_RESOURCES.en }, ru: { [UI_NAMESPACE]: UI_RESOURCES.ru } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
