import { describe, expect, it } from 'vitest';
import { debugFlags } from './debugMode';

describe('debug mode', () => {
  it('keeps the hook and the leva panel out of production unless ?debug is asked for', () => {
    expect(debugFlags('', false)).toEqual({ hook: false, panel: false });
    expect(debugFlags('?debug', false)).toEqual({ hook: true, panel: true });
    expect(debugFlags('?debug=1', false)).toEqual({ hook: true, panel: true });
    expect(debugFlags('?debug=0', false)).toEqual({ hook: false, panel: false });
    expect(debugFlags('?debug=hook', false)).toEqual({ hook: true, panel: false });
  });

  it('turns both on in development', () => {
    expect(debugFlags('', true)).toEqual({ hook: true, panel: true });
    expect(debugFlags('?debug=hook', true)).toEqual({ hook: true, panel: false });
  });
});
