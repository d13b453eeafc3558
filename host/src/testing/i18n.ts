import type { i18n as I18n } from 'i18next';
import type { Locale } from '@platform/contract';
import { hostResources } from '../app/i18n-resources';
import { createHostI18n } from '../features/locale';

/** The host's real i18next setup (every namespace, both locales) for component tests. */
export function createTestI18n(locale: Locale = 'en'): I18n {
  return createHostI18n({ locale, resources: hostResources() });
}
