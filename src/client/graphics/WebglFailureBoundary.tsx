import { Component, type ReactNode } from 'react';

/** three.js's words when the browser refuses the canvas a WebGL context. */
const CONTEXT_FAILURE = /Error creating WebGL context/;

function isWebglContextFailure(error: unknown): boolean {
  return error instanceof Error && CONTEXT_FAILURE.test(error.message);
}

interface WebglFailureBoundaryProps {
  /** The canvas got no WebGL context: the layer shows the still backdrop instead. */
  onContextFailure: () => void;
  children: ReactNode;
}

interface WebglFailureBoundaryState {
  error: unknown;
}

/**
 * Catches the canvas's failure to get a WebGL context. The probe's worker can draw where the page
 * cannot (a browser with WebGL turned off still gives workers a context), so the canvas itself is
 * the last word. Any other error goes on to the page's boundary, as before.
 */
export class WebglFailureBoundary extends Component<WebglFailureBoundaryProps, WebglFailureBoundaryState> {
  override state: WebglFailureBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): WebglFailureBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (isWebglContextFailure(error)) this.props.onContextFailure();
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isWebglContextFailure(error)) throw error;
    return null;
  }
}
