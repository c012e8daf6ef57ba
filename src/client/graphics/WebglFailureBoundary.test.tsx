import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebglFailureBoundary } from './WebglFailureBoundary';

function Throws({ error }: { error: Error }): ReactNode {
  throw error;
}

/** Stands for the page's error boundary: shows what reached it. */
class Outer extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children;
  }
}

describe('the WebGL failure boundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands a canvas without a WebGL context to the layer and draws nothing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onContextFailure = vi.fn();
    const { container } = render(
      <Outer>
        <WebglFailureBoundary onContextFailure={onContextFailure}>
          <Throws error={new Error('THREE.WebGLRenderer: Error creating WebGL context.')} />
        </WebglFailureBoundary>
      </Outer>,
    );
    expect(onContextFailure).toHaveBeenCalledOnce();
    expect(container.innerHTML).toBe('');
  });

  it("passes any other error on to the page's boundary", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onContextFailure = vi.fn();
    render(
      <Outer>
        <WebglFailureBoundary onContextFailure={onContextFailure}>
          <Throws error={new Error('the scene broke')} />
        </WebglFailureBoundary>
      </Outer>,
    );
    expect(screen.getByRole('alert').textContent).toBe('the scene broke');
    expect(onContextFailure).not.toHaveBeenCalled();
  });
});
