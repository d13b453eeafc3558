import type { i18n as I18n } from 'i18next';
import { LOCALES } from '@platform/contract';
import { HOST_NAMESPACE } from '../../config/constants';
import { overridesMessages } from './messages';

/**
 * Adds the overrides' texts (`host:overrides.*`, both locales) to the host namespace. They come
 * with the overrides' own chunk, not with the shell's first load: only operators read most of them.
 */
export function addOverridesMessages(i18n: I18n): void {
  for (const locale of LOCALES) {
    if (i18n.getResource(locale, HOST_NAMESPACE, 'overrides') === undefined) {
      i18n.addResourceBundle(locale, HOST_NAMESPACE, { overrides: overridesMessages[locale] }, true, false);
    }
  }
}
