import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = {
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
};
type State = { failed: boolean };

/**
 * Catches a remote that failed to load or threw while rendering, so only its route shows the
 * unavailable panel; header, footer and other routes live outside this boundary.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[csan] remote section failed', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
