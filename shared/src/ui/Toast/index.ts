export { ToastRegion, type ToastRegionProps } from './ToastRegion';
export { ToastView, type ToastViewProps } from './ToastView';
