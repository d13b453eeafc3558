import { CHART_MARK_VARIABLES } from '@platform/contract';

/**
 * How each series is drawn: in the theme's chart mark colours (at least 3:1 against the card and
 * the page in both themes; the pale context colours, 1.04–1.35:1, are not for marks), and with its
 * own dash, so series stay apart without telling colours apart.
 */
export const CHART_SERIES_STYLES = [
  { color: CHART_MARK_VARIABLES[0], dash: [] },
  { color: CHART_MARK_VARIABLES[1], dash: [8, 4] },
  { color: CHART_MARK_VARIABLES[2], dash: [2, 3] },
] as const;

/** Axis labels and ticks, and the grid (lighter: it is not data). */
export const CHART_AXIS_COLOR = '--color-text-primary';
export const CHART_GRID_COLOR = '--color-shadow';

/** The current value of a theme variable where `element` sits. */
export function themeColor(element: Element, variable: string): string {
  return getComputedStyle(element).getPropertyValue(variable).trim();
}
