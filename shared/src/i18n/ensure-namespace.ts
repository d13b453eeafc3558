import type { i18n as I18n } from 'i18next';
import type { Locale } from '@platform/contract';
import { localeChain, resolveLocale } from './resolve-locale';

/** Lazy loaders of a namespace's messages, one per locale: `{ en: () => import('./en.json').then((m) => m.default), … }`. */
export type NamespaceLoaders = Record<Locale, () => Promise<Record<string, unknown>>>;

// Loads in flight per i18next instance, so concurrent callers share one request per bundle.
const inFlight = new WeakMap<I18n, Map<string, Promise<void>>>();

function loadBundle(i18n: I18n, namespace: string, locale: Locale, loaders: NamespaceLoaders): Promise<void> {
  if (i18n.hasResourceBundle(locale, namespace)) return Promise.resolve();
  let pending = inFlight.get(i18n);
  if (!pending) {
    pending = new Map();
    inFlight.set(i18n, pending);
  }
  const key = `${locale}|${namespace}`;
  const existing = pending.get(key);
  if (existing) return existing;
  const registry = pending;
  const load = loaders[locale]()
    .then((messages) => {
      // deep merge, no overwrite: keys the host already set for this namespace win.
      i18n.addResourceBundle(locale, namespace, messages, true, false);
    })
    .finally(() => registry.delete(key));
  registry.set(key, load);
  return load;
}

/**
 * Whether a namespace's bundles are present for the instance's current language and its fallbacks.
 */
export function isNamespaceLoaded(i18n: I18n, namespace: string): boolean {
  return localeChain(resolveLocale(i18n.language)).every((locale) => i18n.hasResourceBundle(locale, namespace));
}

/**
 * Adds a namespace's messages to an i18next instance (the host's, in a remote) for the current
 * language and its fallbacks, loading only the bundles that are missing. Idempotent and safe to
 * call concurrently: callers share the loads in flight. Rejects if a loader fails (a later call
 * tries again). Never calls `i18next.use()`.
 *
 * @example
 * await ensureNamespace(props.i18n, 'search', { en: () => import('../locales/en.json').then((m) => m.default), ru: … });
 */
export async function ensureNamespace(i18n: I18n, namespace: string, loaders: NamespaceLoaders): Promise<void> {
  const locales = localeChain(resolveLocale(i18n.language));
  await Promise.all(locales.map((locale) => loadBundle(i18n, namespace, locale, loaders)));
}
