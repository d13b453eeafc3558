import { DEFAULT_THEME, isTheme, THEME_STORAGE_KEY, THEME_VARIABLES, type Theme } from '@platform/contract';
import { THEME_PALETTES } from './theme-palette';

/** Whether the system asks for dark colours (`prefers-color-scheme`); false where it cannot say. */
function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/**
 * The theme a page starts in: the one the visitor chose (stored), else, on a first visit (nothing,
 * or garbage, stored, or storage unavailable), the system's dark preference, else light. The boot
 * script (src/theme-boot.js) applies the same rule before the first paint.
 */
export function readInitialTheme(storage: Pick<Storage, 'getItem'> = window.localStorage, prefersDark: () => boolean = systemPrefersDark): Theme {
  let stored: string | null = null;
  try {
    stored = storage.getItem(THEME_STORAGE_KEY);
  } catch {
    // Storage disabled: as on a first visit.
  }
  if (isTheme(stored)) return stored;
  return prefersDark() ? 'dark' : DEFAULT_THEME;
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
