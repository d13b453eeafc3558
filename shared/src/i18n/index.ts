export { ensureNamespace, isNamespaceLoaded, type NamespaceLoaders } from './ensure-namespace';
export {
  formatDate,
  formatExperience,
  formatLanguageName,
  formatMoney,
  formatNumber,
  formatRelativeTime,
  INTL_LOCALES,
} from './format';
export { localeChain, resolveLocale } from './resolve-locale';
export { useNamespaceReady, type NamespaceReadiness } from './use-namespace-ready';
