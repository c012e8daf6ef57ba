import { describe, expect, it } from 'vitest';
import { DEFAULT_SOUND_SETTINGS } from '../stores/soundStore';
import { channelGain, isAudible, masterGain, percentToGain } from './volume';

describe('volume rules', () => {
  it('turns a slider percentage into a gain on a square curve, clamped to 0–1', () => {
    expect(percentToGain(100)).toBe(1);
    expect(percentToGain(50)).toBe(0.25);
    expect(percentToGain(0)).toBe(0);
    expect(percentToGain(140)).toBe(1);
    expect(percentToGain(-10)).toBe(0);
  });

  it('mute silences the master bus without touching the channel volumes', () => {
    const muted = { ...DEFAULT_SOUND_SETTINGS, muted: true };
    expect(masterGain(muted)).toBe(0);
    expect(channelGain(muted, 'effects')).toBeCloseTo(0.64);
    expect(isAudible(muted, 'effects')).toBe(false);
    expect(masterGain({ ...muted, muted: false })).toBeCloseTo(0.64);
  });

  it('a channel at zero is silent while the other plays', () => {
    const noMusic = { ...DEFAULT_SOUND_SETTINGS, music: 0 };
    expect(isAudible(noMusic, 'music')).toBe(false);
    expect(isAudible(noMusic, 'effects')).toBe(true);
  });

  it('starts with music under the effects', () => {
    expect(channelGain(DEFAULT_SOUND_SETTINGS, 'music')).toBeLessThan(channelGain(DEFAULT_SOUND_SETTINGS, 'effects'));
  });
});
