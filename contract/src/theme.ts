export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const DEFAULT_THEME: Theme = 'light';
/** `localStorage` key kept compatible with the original site. */
export const THEME_STORAGE_KEY = 'theme';

/**
 * The colour variables set on `document.documentElement` by the host (docs/product.md#locale-and-theme).
 * Remotes style themselves only with these names; their values differ per theme.
 */
export const THEME_VARIABLES = [
  '--color-input',
  '--color-input-bg',
  '--color-input-border',
  '--color-bg-primary',
  '--color-bg-secondary',
  '--color-bg-action',
  '--color-text-primary',
  '--color-switch-text-on',
  '--color-switch-text-off',
  '--color-context-1',
  '--color-context-2',
  '--color-context-3',
  '--color-context-4',
  '--color-context-5',
  '--color-tag-bg',
  '--color-shadow',
] as const;
export type ThemeVariable = (typeof THEME_VARIABLES)[number];

/**
 * The variables chart marks (bars, lines, points) are drawn in, one per series in this order:
 * each reaches 3:1 against `--color-bg-primary` and `--color-bg-secondary` in both themes (the
 * host's palette test checks it). The pale `--color-context-*` backgrounds are not for marks.
 */
export const CHART_MARK_VARIABLES = ['--color-bg-action', '--color-text-primary', '--color-input-border'] as const satisfies readonly ThemeVariable[];

export function isTheme(value: unknown): value is Theme {
  return THEMES.some((theme) => theme === value);
}
