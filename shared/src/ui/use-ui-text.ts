import { useCallback } from 'react';
import { useTranslation } from '@platform/shared/react-i18next';
import { UI_NAMESPACE, UI_RESOURCES, type UiMessageKey } from './ui-messages';

/** Translates a UI-kit string; English is the default value, so a host that forgot the bundle still reads. */
export type UiText = (key: UiMessageKey, values?: Record<string, string | number>) => string;

// The UI kit must never suspend a remote's tree: its strings ship with the host, not over the network.
const TRANSLATION_OPTIONS = { useSuspense: false };

/** The UI kit's translator over the `ui` namespace of the surrounding i18next instance. */
export function useUiText(): UiText {
  const { t } = useTranslation(UI_NAMESPACE, TRANSLATION_OPTIONS);
  return useCallback<UiText>((key, values) => t(key, { ...values, defaultValue: UI_RESOURCES.en[key] }), [t]);
}
