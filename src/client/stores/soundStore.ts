import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const SOUND_STORE_KEY = 'starlane-sound';

/** A volume as the Settings sliders show it: a whole percentage, 0 to 100. */
export type VolumePercent = number;
export type SoundChannel = 'master' | 'effects' | 'music';
export const SOUND_CHANNELS: readonly SoundChannel[] = ['master', 'effects', 'music'];

export interface SoundSettings {
  master: VolumePercent;
  effects: VolumePercent;
  music: VolumePercent;
  muted: boolean;
}

interface SoundActions {
  setVolume: (channel: SoundChannel, percent: number) => void;
  setMuted: (muted: boolean) => void;
}

export type SoundState = SoundSettings & SoundActions;

/** Music sits under the effects, so a chime or a trade is heard over the ambient pad. */
export const DEFAULT_SOUND_SETTINGS: SoundSettings = { master: 80, effects: 80, music: 50, muted: false };

/** A slider's value as a stored percentage: whole, 0–100; anything unreadable is null. */
export function toVolumePercent(value: unknown): VolumePercent | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return Math.min(100, Math.max(0, Math.round(value)));
}

function readSettings(stored: Partial<Record<keyof SoundSettings, unknown>>): SoundSettings {
  const volume = (channel: SoundChannel) => toVolumePercent(stored[channel]) ?? DEFAULT_SOUND_SETTINGS[channel];
  return {
    master: volume('master'),
    effects: volume('effects'),
    music: volume('music'),
    muted: typeof stored.muted === 'boolean' ? stored.muted : DEFAULT_SOUND_SETTINGS.muted,
  };
}

/** Master, effects and music volume and mute, persisted per browser (local storage). */
export const useSoundStore = create<SoundState>()(
  persist(
    (set) => ({
      ...DEFAULT_SOUND_SETTINGS,
      setVolume: (channel, percent) => {
        const volume = toVolumePercent(percent);
        if (volume !== null && SOUND_CHANNELS.includes(channel)) set({ [channel]: volume });
      },
      setMuted: (muted) => set({ muted }),
    }),
    {
      name: SOUND_STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): SoundSettings => ({ master: state.master, effects: state.effects, music: state.music, muted: state.muted }),
      migrate: () => ({ ...DEFAULT_SOUND_SETTINGS }),
      // A hand-edited value falls back to its default rather than breaking the page.
      merge: (persisted, current) => ({ ...current, ...readSettings((persisted ?? {}) as Partial<Record<keyof SoundSettings, unknown>>) }),
    },
  ),
);
