import { describe, expect, it, vi } from 'vitest';
import { graphicsPlan, pinnedTierFor } from './graphicsMode';

describe('graphics plan', () => {
  it('never asks for WebGL when graphics are off', () => {
    const probe = vi.fn(() => true);
    expect(graphicsPlan('off', probe)).toEqual({ canvas: false, unsupported: false });
    expect(probe).not.toHaveBeenCalled();
  });

  it('falls back to the still backdrop, with a notice, when the browser has no WebGL', () => {
    expect(graphicsPlan('auto', () => false)).toEqual({ canvas: false, unsupported: true });
    expect(graphicsPlan('high', () => true)).toEqual({ canvas: true, unsupported: false });
  });

  it('pins High and Low, and leaves Auto to adaptive quality', () => {
    expect(pinnedTierFor('high')).toBe('high');
    expect(pinnedTierFor('low')).toBe('low');
    expect(pinnedTierFor('auto')).toBeNull();
  });
});
