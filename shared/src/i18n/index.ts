export { ensureNamespace, isNamespaceLoaded, type NamespaceLoaders } from './ensure-namespace';
export { formatDate, formatMoney, formatNumber, INTL_LOCALES } from './format';
export { localeChain, resolveLocale } from './resolve-locale';
export { useNamespaceReady, type NamespaceReadiness } from './use-namespace-ready';
