import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface WidgetBoundaryProps {
  children: ReactNode;
  /** Shown instead of a widget that threw while rendering. */
  fallback: ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface WidgetBoundaryState {
  failed: boolean;
}

/** Keeps one broken widget from blanking the dashboard (React needs a class for this). */
export class WidgetBoundary extends Component<WidgetBoundaryProps, WidgetBoundaryState> {
  override state: WidgetBoundaryState = { failed: false };

  static getDerivedStateFromError(): WidgetBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
