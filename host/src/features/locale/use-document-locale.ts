import { useEffect } from 'react';
import type { Locale } from '@platform/contract';

/** Keeps `<html lang>` on the page's locale, for screen readers, hyphenation and spelling. */
export function useDocumentLocale(locale: Locale): void {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
