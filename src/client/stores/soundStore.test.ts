import { describe, expect, it } from 'vitest';
import { DEFAULT_SOUND_SETTINGS, SOUND_STORE_KEY, toVolumePercent, useSoundStore } from './soundStore';

describe('soundStore', () => {
  it('keeps whole percentages from 0 to 100 and ignores what is not a number', () => {
    expect(toVolumePercent(42.6)).toBe(43);
    expect(toVolumePercent(180)).toBe(100);
    expect(toVolumePercent(-5)).toBe(0);
    expect(toVolumePercent('loud')).toBeNull();
    expect(toVolumePercent(Number.NaN)).toBeNull();
  });

  it('sets a channel and remembers it in this browser', () => {
    useSoundStore.getState().setVolume('music', 35);
    useSoundStore.getState().setMuted(true);
    expect(useSoundStore.getState()).toMatchObject({ music: 35, muted: true, master: DEFAULT_SOUND_SETTINGS.master });
    expect(JSON.parse(localStorage.getItem(SOUND_STORE_KEY) ?? '{}').state).toEqual({ ...DEFAULT_SOUND_SETTINGS, music: 35, muted: true });
  });

  it('reads a hand-edited value back as its default', async () => {
    localStorage.setItem(SOUND_STORE_KEY, JSON.stringify({ state: { master: 'max', effects: 30, music: 400, muted: 'yes' }, version: 1 }));
    await useSoundStore.persist.rehydrate();
    expect(useSoundStore.getState()).toMatchObject({ master: DEFAULT_SOUND_SETTINGS.master, effects: 30, music: 100, muted: false });
  });
});
