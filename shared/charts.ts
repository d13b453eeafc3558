/**
 * `UplotChart` and `DataTable`: the platform's charts (uPlot, loaded on first draw, in the theme's
 * chart colours at 3:1 in both themes, each series with its own dash) and the table of their
 * numbers that screen readers read and a narrow screen scrolls in its own focusable region.
 * A subpath of its own, not part of `@platform/shared` itself: that module is shared at run time
 * whole, while this one is bundled into the apps that draw charts, and only there.
 */
export {
  CHART_AXIS_COLOR,
  CHART_GRID_COLOR,
  CHART_SERIES_STYLES,
  DataTable,
  fitLabel,
  themeColor,
  UplotChart,
  type ChartSeries,
  type DataTableProps,
  type UplotChartProps,
} from './src/charts';
