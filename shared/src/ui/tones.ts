import type { ThemeVariable } from '@platform/contract';

/** Semantic tones of the UI kit (tags, toasts, status buttons). */
export const TONES = ['neutral', 'success', 'info', 'warning', 'error'] as const;
export type Tone = (typeof TONES)[number];

/**
 * Which of the five context colours of the theme paints each tone. The host's theme must give
 * these variables backgrounds on which `--color-text-primary` reads, in both themes.
 */
export const TONE_COLOR_VARIABLES: Record<Tone, ThemeVariable> = {
  success: '--color-context-1',
  info: '--color-context-2',
  warning: '--color-context-3',
  error: '--color-context-4',
  neutral: '--color-context-5',
};
