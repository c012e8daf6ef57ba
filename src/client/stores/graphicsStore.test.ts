import { describe, expect, it } from 'vitest';
import { GRAPHICS_STORE_KEY, useGraphicsStore } from './graphicsStore';

describe('graphics setting', () => {
  it('starts on Auto and remembers the choice in this browser', () => {
    expect(useGraphicsStore.getState().mode).toBe('auto');
    useGraphicsStore.getState().setMode('off');
    expect(JSON.parse(localStorage.getItem(GRAPHICS_STORE_KEY) ?? '{}')).toMatchObject({ state: { mode: 'off' } });
  });

  it('reads a stored choice back, and an unknown one as Auto', async () => {
    localStorage.setItem(GRAPHICS_STORE_KEY, JSON.stringify({ state: { mode: 'low' }, version: 1 }));
    await useGraphicsStore.persist.rehydrate();
    expect(useGraphicsStore.getState().mode).toBe('low');
    localStorage.setItem(GRAPHICS_STORE_KEY, JSON.stringify({ state: { mode: 'ultra' }, version: 1 }));
    await useGraphicsStore.persist.rehydrate();
    expect(useGraphicsStore.getState().mode).toBe('auto');
  });
});
