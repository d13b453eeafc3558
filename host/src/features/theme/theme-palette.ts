import type { Theme, ThemeVariable } from '@platform/contract';

/**
 * The values of the 16 colour variables in each theme. What each one is for:
 * `input` text in fields on `input-bg`, framed by `input-border`; page `bg-primary`, raised
 * surfaces `bg-secondary`, primary actions and links `bg-action` (text on it:
 * `switch-text-on`); body text `text-primary`; muted text `switch-text-off`; `context-1..5`
 * are the success, info, warning, error and neutral backgrounds; `tag-bg`; `shadow`.
 *
 * `index.html` carries the same values in its inline script (so the first paint is already in
 * the right theme); a test keeps the two identical.
 */
export const THEME_PALETTES: Record<Theme, Record<ThemeVariable, string>> = {
  light: {
    '--color-input': '#1f2937',
    '--color-input-bg': '#ffffff',
    '--color-input-border': '#6b7280',
    '--color-bg-primary': '#f5f7fa',
    '--color-bg-secondary': '#ffffff',
    '--color-bg-action': '#1d4ed8',
    '--color-text-primary': '#111827',
    '--color-switch-text-on': '#ffffff',
    '--color-switch-text-off': '#374151',
    '--color-context-1': '#e3f4e8',
    '--color-context-2': '#e3edfc',
    '--color-context-3': '#fdf1dc',
    '--color-context-4': '#fce6e6',
    '--color-context-5': '#eceff3',
    '--color-tag-bg': '#e4e8ee',
    '--color-shadow': 'rgba(17, 24, 39, 0.14)',
  },
  dark: {
    '--color-input': '#e5e7eb',
    '--color-input-bg': '#1c212b',
    '--color-input-border': '#8a93a6',
    '--color-bg-primary': '#11141a',
    '--color-bg-secondary': '#191d26',
    '--color-bg-action': '#8ab4f8',
    '--color-text-primary': '#e7e9ee',
    '--color-switch-text-on': '#0b1220',
    '--color-switch-text-off': '#c3c8d4',
    '--color-context-1': '#173324',
    '--color-context-2': '#172b47',
    '--color-context-3': '#3b2b12',
    '--color-context-4': '#421c1f',
    '--color-context-5': '#262b36',
    '--color-tag-bg': '#2b3242',
    '--color-shadow': 'rgba(0, 0, 0, 0.55)',
  },
};
