import { reportError } from '@csan/shared-auth';
import { Component, type ReactNode } from 'react';
import { failureReported } from '../federation/remote-failures';

type Props = {
  /** Whose section this is (Module Federation name), for the error report; the shell's own by default. */
  remote?: string;
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

  override componentDidCatch(error: unknown) {
    const remote = this.props.remote ?? 'shell';
    // A remote that failed to load was reported by the federation hook already (remote-failures.ts).
    if (failureReported(remote)) return;
    reportError(error, { remote, source: 'boundary', action: 'render' });
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
