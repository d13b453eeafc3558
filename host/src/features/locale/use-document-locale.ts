import type { Locale } from '@platform/contract';
import { useEffect } from 'react';

/** Keeps `<html lang>` on the page's locale, for screen readers, hyphenation and spelling. */
export function useDocumentLocale(locale: Locale): void {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
