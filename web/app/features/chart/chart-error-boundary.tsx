import { Component, type ReactNode } from 'react';
import { ErrorAlert } from '../../ui/error-alert.tsx';

interface State {
  message: string | null;
}

/** Keeps a chart that throws while drawing from taking the whole page (Explore, a dashboard) down with it. */
export class ChartErrorBoundary extends Component<{ children: ReactNode; resetKey: unknown }, State> {
  override state: State = { message: null };

  static getDerivedStateFromError(error: unknown): State {
    return { message: error instanceof Error ? error.message : String(error) };
  }

  override componentDidUpdate(previous: { resetKey: unknown }) {
    // New data or options get a fresh attempt at drawing.
    if (previous.resetKey !== this.props.resetKey && this.state.message !== null) this.setState({ message: null });
  }

  override render() {
    if (this.state.message !== null)
      return <ErrorAlert title="An error occurred while rendering the visualization" message={this.state.message} />;
    return this.props.children;
  }
}
