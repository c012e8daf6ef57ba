import { describe, expect, it, vi } from 'vitest';
import { graphicsPlan, pinnedTierFor } from './graphicsMode';

describe('graphics plan', () => {
  it('never asks for WebGL when graphics are off', () => {
    const probe = vi.fn(() => ({ supported: true, software: false }));
    expect(graphicsPlan('off', probe)).toEqual({ canvas: false, antialias: false, unsupported: false });
    expect(probe).not.toHaveBeenCalled();
  });

  it('falls back to the still backdrop, with a notice, when the browser has no WebGL', () => {
    expect(graphicsPlan('auto', () => ({ supported: false, software: false }))).toEqual({ canvas: false, antialias: false, unsupported: true });
    expect(graphicsPlan('high', () => ({ supported: true, software: false }))).toEqual({ canvas: true, antialias: true, unsupported: false });
  });

  it('leaves MSAA off on a software renderer unless the player asks for High', () => {
    const software = () => ({ supported: true, software: true });
    expect(graphicsPlan('auto', software).antialias).toBe(false);
    expect(graphicsPlan('low', software).antialias).toBe(false);
    expect(graphicsPlan('high', software).antialias).toBe(true);
    expect(graphicsPlan('low', () => ({ supported: true, software: false })).antialias).toBe(true);
  });

  it('draws the still galaxy for Auto on a weak phone or tablet, and 3D when the player asks for it there', () => {
    const probe = vi.fn(() => ({ supported: true, software: false }));
    const weakPhone = { handheld: true, weak: true };
    expect(graphicsPlan('auto', probe, weakPhone)).toEqual({ canvas: false, antialias: false, unsupported: false });
    expect(probe).not.toHaveBeenCalled();
    expect(graphicsPlan('low', probe, weakPhone).canvas).toBe(true);
    expect(graphicsPlan('auto', probe, { handheld: true, weak: false }).canvas).toBe(true);
  });

  it('pins High and Low, and leaves Auto to adaptive quality', () => {
    expect(pinnedTierFor('high')).toBe('high');
    expect(pinnedTierFor('low')).toBe('low');
    expect(pinnedTierFor('auto')).toBeNull();
  });
});
