import { Component, type ErrorInfo, Fragment, type ReactNode } from 'react';
import type { ErrorReporter } from '@platform/contract';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { useUiText } from '../ui/use-ui-text';

function ParcelCrash({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const text = useUiText();
  return (
    <EmptyState
      variant="error"
      headingLevel={2}
      title={text('areaCrashed')}
      text={<span hidden>{error.message}</span>}
      action={<Button onClick={onRetry}>{text('retry')}</Button>}
    />
  );
}

interface ParcelErrorBoundaryProps {
  /** Names the parcel in the report, e.g. `search/app`. */
  name: string;
  reportError: ErrorReporter;
  /** Runs on "Try again" before the tree is made anew: drops what the area had cached (it may be what crashed it). */
  onRetry?: () => void;
  children: ReactNode;
}

interface ParcelErrorBoundaryState {
  error: Error | null;
  /** Bumped by "Try again": the parcel's tree is made anew rather than re-rendered in its broken state. */
  attempt: number;
}

/**
 * Catches what a remote's tree throws while rendering: the area shows a localized message with
 * a retry instead of going blank, the rest of the page keeps working, and the crash is reported
 * once per crash (React renders a failing tree twice before giving up; componentDidCatch runs once).
 */
export class ParcelErrorBoundary extends Component<ParcelErrorBoundaryProps, ParcelErrorBoundaryState> {
  override state: ParcelErrorBoundaryState = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<ParcelErrorBoundaryState> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.reportError(error, `${this.props.name}: render failed${info.componentStack ?? ''}`);
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));
  };

  override render(): ReactNode {
    if (this.state.error) return <ParcelCrash error={this.state.error} onRetry={this.retry} />;
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
