import type { SoundSettings, VolumePercent } from '../stores/soundStore';

/**
 * A slider position as a gain. Loudness follows roughly the square of the amplitude, so a slider
 * at half reads as about half as loud rather than barely quieter.
 */
export function percentToGain(percent: VolumePercent): number {
  const level = Math.min(100, Math.max(0, percent)) / 100;
  return level * level;
}

/** The gain of the master bus: nothing while muted. */
export function masterGain(settings: SoundSettings): number {
  return settings.muted ? 0 : percentToGain(settings.master);
}

/** The gain of the effects or the music bus, under the master bus. */
export function channelGain(settings: SoundSettings, channel: 'effects' | 'music'): number {
  return percentToGain(settings[channel]);
}

/** Whether anything on `channel` can be heard at all: not muted, neither slider at zero. */
export function isAudible(settings: SoundSettings, channel: 'effects' | 'music'): boolean {
  return masterGain(settings) > 0 && channelGain(settings, channel) > 0;
}
