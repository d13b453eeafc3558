/**
 * Theme variables chart marks are drawn in, one per series, each at least 3:1 against the card
 * (`--color-bg-secondary`) and the page (`--color-bg-primary`) in both themes (light: 6.7, 17.7
 * and 4.8:1 on white; dark: 8.6, 14.7 and 5.6:1). The pale context colours (1.04–1.35:1) are not
 * for marks. Series differ by dash as well as by colour, so they stay apart in any vision.
 */
export const CHART_SERIES_STYLES = [
  { color: '--color-bg-action', dash: [] },
  { color: '--color-text-primary', dash: [8, 4] },
  { color: '--color-input-border', dash: [2, 3] },
] as const;

/** Axis labels and ticks, and the grid (lighter: it is not data). */
export const CHART_AXIS_COLOR = '--color-text-primary';
export const CHART_GRID_COLOR = '--color-shadow';

/** The current value of a theme variable where `element` sits. */
export function themeColor(element: Element, variable: string): string {
  return getComputedStyle(element).getPropertyValue(variable).trim();
}
