import type { i18n as I18n } from 'i18next';
import { useCallback, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import { ensureNamespace, isNamespaceLoaded, type NamespaceLoaders } from './ensure-namespace';

/** What {@link useNamespaceReady} returns. */
export interface NamespaceReadiness {
  /** The namespace's messages are there for the current language and its fallbacks. */
  ready: boolean;
  /** Why the last load failed; `null` otherwise. */
  error: unknown;
  /** Loads the missing bundles again after a failure. */
  retry: () => void;
}

/**
 * Loads a namespace with {@link ensureNamespace} for the current language, again whenever the
 * language changes, and re-renders when it is ready. Render a skeleton until `ready`, an error
 * state with `retry` if `error`.
 */
export function useNamespaceReady(i18n: I18n, namespace: string, loaders: NamespaceLoaders): NamespaceReadiness {
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ key: string; error: unknown } | null>(null);
  const key = `${language}|${namespace}|${attempt}`;

  const load = useEffectEvent(() => ensureNamespace(i18n, namespace, loaders));

  useEffect(() => {
    let current = true;
    load().then(
      () => current && setOutcome({ key, error: null }),
      (error: unknown) => current && setOutcome({ key, error }),
    );
    return () => {
      current = false;
    };
  }, [key]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const ready = isNamespaceLoaded(i18n, namespace);
  const error = !ready && outcome?.key === key ? outcome.error : null;
  return { ready, error, retry };
}
