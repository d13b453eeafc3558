export { createHostI18n, type CreateHostI18nOptions } from './create-i18n';
export { localeCookie, readLocaleCookie, writeLocaleCookie } from './locale-cookie';
export { LocaleSwitcher, type LocaleSwitcherProps } from './locale-switcher';
export { localeMessages } from './messages';
export { normalizeLocale, resolveLocale, TRANSLATION_DEFAULT_LOCALE } from './resolve-locale';
export { useDocumentLocale } from './use-document-locale';
