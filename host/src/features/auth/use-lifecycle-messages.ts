import { LOCALES } from '@platform/contract';
import { useTranslation } from '@platform/shared/react-i18next';
import { HOST_NAMESPACE } from '../../config/constants';
import { authLifecycleMessages } from './lifecycle-messages';

/**
 * Adds the password-reset and e-mail verification texts (`host:authLifecycle.*`, both locales) to
 * the host namespace the first time a page that shows them renders (sign-in, forgot and reset
 * password, verify e-mail). They come with those pages' chunks, not with the shell's first load.
 */
export function useLifecycleMessages(): void {
  const { i18n } = useTranslation(HOST_NAMESPACE);
  for (const locale of LOCALES) {
    if (i18n.getResource(locale, HOST_NAMESPACE, 'authLifecycle') === undefined) {
      i18n.addResourceBundle(locale, HOST_NAMESPACE, { authLifecycle: authLifecycleMessages[locale] }, true, false);
    }
  }
}
