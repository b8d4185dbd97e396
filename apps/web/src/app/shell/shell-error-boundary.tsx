import { Component, type ReactNode } from 'react';
import { ErrorScreen } from '../error-screen';

/**
 * The spec's fallback ('Error' / 'Sorry, something went wrong.') inside the
 * shell: a screen that throws keeps the sidebar, and moving to another screen
 * (a new resetKey) tries again.
 */
export class ShellErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { failedAt: string | undefined }
> {
  state = { failedAt: undefined as string | undefined };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  componentDidCatch(error: unknown) {
    console.error('a screen failed', error);
    this.setState({ failedAt: this.props.resetKey });
  }

  componentDidUpdate() {
    if (this.state.failedAt && this.state.failedAt !== this.props.resetKey) this.setState({ failedAt: undefined });
  }

  render() {
    return this.state.failedAt === undefined ? this.props.children : <ErrorScreen />;
  }
}
