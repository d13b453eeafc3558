import type { Theme, ThemeVariable } from '@platform/contract';
import palettes from './theme-palettes.json';

/**
 * The values of the 16 colour variables in each theme. What each one is for:
 * `input` text in fields on `input-bg`, framed by `input-border`; page `bg-primary`, raised
 * surfaces `bg-secondary`, primary actions and links `bg-action` (text on it:
 * `switch-text-on`); body text `text-primary`; muted text `switch-text-off`; `context-1..5`
 * are the success, info, warning, error and neutral backgrounds; `tag-bg`; `shadow`.
 *
 * The values live in `theme-palettes.json`, the one source: the build writes them into the blocking
 * head script (`src/theme-boot.js`) too, so the first paint is already in the right theme.
 */
export const THEME_PALETTES: Record<Theme, Record<ThemeVariable, string>> = palettes;
