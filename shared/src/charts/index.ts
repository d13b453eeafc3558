export { CHART_AXIS_COLOR, CHART_GRID_COLOR, CHART_SERIES_STYLES, themeColor } from './chart-colors';
export { DataTable, type DataTableProps } from './data-table';
export { fitLabel, UplotChart, type ChartSeries, type UplotChartProps } from './uplot-chart';
