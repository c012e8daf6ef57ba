import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface AppErrorBoundaryProps {
  appName: string;
  children: ReactNode;
}

interface AppErrorBoundaryState {
  error: Error | null;
}

/** Keeps a crashing app inside its frame: the hub, its Back and Close stay usable. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): AppErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Datapad app ${this.props.appName} failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <p className="form-alert" role="alert">
          {`${this.props.appName} stopped working. Go back and open it again.`}
        </p>
      );
    }
    return this.props.children;
  }
}
