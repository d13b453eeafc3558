export { themeMessages } from './messages';
export { THEME_PALETTES } from './theme-palette';
export { ThemeProvider, type ThemeProviderProps, useTheme } from './theme-provider';
export { applyTheme, readInitialTheme, storeTheme } from './theme-storage';
export { ThemeToggle, type ThemeToggleProps } from './theme-toggle';
