import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSceneStore } from '../scene/sceneStore';
import { idleMotionFor, useIdleMotion } from './idleMotion';

function Probe({ canvas }: { canvas: boolean }) {
  useIdleMotion(canvas);
  return null;
}

describe('idle motion', () => {
  afterEach(() => useSceneStore.getState().pinTier(null));

  it('moves only with a 3D scene above the low tier', () => {
    expect(idleMotionFor(true, 'high')).toBe('lively');
    expect(idleMotionFor(true, 'medium')).toBe('lively');
    expect(idleMotionFor(true, 'low')).toBe('still');
    expect(idleMotionFor(false, 'high')).toBe('still');
  });

  it('follows the tier in force on <html>, and leaves no mark when the game page goes', () => {
    useSceneStore.getState().pinTier('high');
    const view = render(<Probe canvas />);
    expect(document.documentElement.dataset.idleMotion).toBe('lively');
    act(() => useSceneStore.getState().pinTier('low'));
    expect(document.documentElement.dataset.idleMotion).toBe('still');
    view.rerender(<Probe canvas={false} />);
    expect(document.documentElement.dataset.idleMotion).toBe('still');
    view.unmount();
    expect(document.documentElement.dataset.idleMotion).toBeUndefined();
  });
});
