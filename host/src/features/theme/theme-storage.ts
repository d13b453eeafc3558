import { DEFAULT_THEME, isTheme, THEME_STORAGE_KEY, THEME_VARIABLES, type Theme } from '@platform/contract';
import { THEME_PALETTES } from './theme-palette';

/** The stored theme, or light when none (or garbage) is stored or storage is unavailable. */
export function readStoredTheme(storage: Pick<Storage, 'getItem'> = window.localStorage): Theme {
  try {
    const stored = storage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function storeTheme(theme: Theme, storage: Pick<Storage, 'setItem'> = window.localStorage): void {
  try {
    storage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private modes may refuse writes; the theme still applies for this page.
  }
}

/** Sets the 16 colour variables, `data-theme` and the native colour scheme on `<html>`. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  const palette = THEME_PALETTES[theme];
  for (const variable of THEME_VARIABLES) root.style.setProperty(variable, palette[variable]);
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}
