import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { LOCALE_FALLBACKS, LOCALES, type Locale } from '@platform/contract';
import { initReactI18next } from '@platform/shared/react-i18next';
import { HOST_NAMESPACE } from '../../config/constants';
import { normalizeLocale, TRANSLATION_DEFAULT_LOCALE } from './resolve-locale';

export interface CreateHostI18nOptions {
  locale: Locale;
  /** Messages per locale and namespace: the host's own and the UI kit's. */
  resources: Resource;
}

/**
 * Creates the platform's one i18next instance. This is the only `.use()` call of the platform:
 * remotes receive the instance in their mount props and add their namespaces to it.
 */
export function createHostI18n({ locale, resources }: CreateHostI18nOptions): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    resources,
    supportedLngs: [...LOCALES],
    // Russian falls back to English; English (the translation layer's en-US) to nothing else.
    fallbackLng: { ru: LOCALE_FALLBACKS.ru, default: [normalizeLocale(TRANSLATION_DEFAULT_LOCALE)] },
    load: 'languageOnly',
    ns: Object.keys(resources[locale] ?? {}),
    defaultNS: HOST_NAMESPACE,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
