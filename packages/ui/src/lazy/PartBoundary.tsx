import { Component, type ReactNode } from 'react';

export interface PartBoundaryProps {
  /**
   * What shows instead of a part that failed: nothing by default; a function is given `retry`, to offer Try again.
   */
  fallback?: ReactNode | ((retry: () => void) => ReactNode);
  /** Told once the part has failed (a machine that shows something else in its place). */
  onFailed?: () => void;
  /** Asks for the part's code again, before `retry` shows it again. */
  onRetry?: () => void;
  children: ReactNode;
}

/**
 * Catches a part whose code could not come (offline, or a new deployment removed the old files) so that the rest
 * of the page or dialog stays: a dialog says so in its frame, a part that adds to a form (the Renew dialog's Plan
 * pick) is left out, the form working as it does without it, and a chart gives way to its table. `retry`, or a new
 * `key`, shows the part again: a failure is never kept.
 */
export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailed?.();
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    const { fallback = null } = this.props;
    return typeof fallback === 'function' ? fallback(this.retry) : fallback;
  }
}
