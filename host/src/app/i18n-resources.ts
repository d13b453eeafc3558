import type { Resource } from 'i18next';
import { LOCALES, type Locale } from '@platform/contract';
import { UI_NAMESPACE, UI_RESOURCES } from '@platform/shared';
import { HOST_NAMESPACE } from '../config/constants';
import type { FeatureMessages, MessageTree } from '../config/i18n';
import { authMessages } from '../features/auth';
import { chunkGuardMessages } from '../features/chunk-guard';
import { dashboardMessages } from '../features/dashboard';
import { errorMessages } from '../features/errors';
import { headerMessages } from '../features/header';
import { landingMessages } from '../features/landing';
import { localeMessages } from '../features/locale';
import { promoMessages } from '../features/promo';
import { themeMessages } from '../features/theme';
import { shellMessages } from './shell/messages';

/**
 * Each feature's messages under its key of the host namespace (`errors.notFound`, `theme.darkTheme`…).
 * The UI-kit pages add theirs (`uiKit`) when they first render (use-ui-kit-messages.ts), the
 * sign-in, password and e-mail pages theirs (`authLifecycle`, use-lifecycle-messages.ts), and the
 * operator overrides theirs (`overrides`) with their chunk.
 */
export const HOST_MESSAGES: Record<string, FeatureMessages<MessageTree>> = {
  auth: authMessages,
  chunkGuard: chunkGuardMessages,
  dashboard: dashboardMessages,
  errors: errorMessages,
  header: headerMessages,
  landing: landingMessages,
  locale: localeMessages,
  promo: promoMessages,
  shell: shellMessages,
  theme: themeMessages,
};

function hostNamespace(locale: Locale): MessageTree {
  return Object.fromEntries(Object.entries(HOST_MESSAGES).map(([feature, messages]) => [feature, messages[locale]]));
}

/** The i18next resources the host starts with: its own namespace and the UI kit's, in both locales. */
export function hostResources(): Resource {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, { [HOST_NAMESPACE]: hostNamespace(locale), [UI_NAMESPACE]: UI_RESOURCES[locale] }]),
  );
}
