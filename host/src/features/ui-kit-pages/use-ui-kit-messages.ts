import { LOCALES } from '@platform/contract';
import { useTranslation } from '@platform/shared/react-i18next';
import { HOST_NAMESPACE } from '../../config/constants';
import { uiKitPageMessages } from './messages';

/**
 * Adds the UI-kit pages' texts (`host:uiKit.*`, both locales) to the host namespace the first time
 * one of those pages renders. They come with the pages' own chunk, not with the shell's first load:
 * nobody else reads them.
 */
export function useUiKitMessages(): void {
  const { i18n } = useTranslation(HOST_NAMESPACE);
  for (const locale of LOCALES) {
    if (i18n.getResource(locale, HOST_NAMESPACE, 'uiKit') === undefined) {
      i18n.addResourceBundle(locale, HOST_NAMESPACE, { uiKit: uiKitPageMessages[locale] }, true, false);
    }
  }
}
