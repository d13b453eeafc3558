export { type DashboardPageProps, DashboardPage, type DashboardWidget } from './dashboard-page';
export { dashboardMessages } from './messages';
export { WidgetBoundary, type WidgetBoundaryProps } from './widget-boundary';
