import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_UPDATE_FREQUENCY_MS, UPDATE_FREQUENCIES_MS, type UpdateFrequencyMs } from '../../shared/rules/notifications/notificationConstants';

export const NOTIFICATION_SETTINGS_KEY = 'starlane-notification-settings';

interface SettingsData {
  enabled: boolean;
  sound: boolean;
  /** How often notifications are recomputed from the character (seed 000 §9). */
  updateFrequencyMs: UpdateFrequencyMs;
}

interface SettingsActions {
  setEnabled: (enabled: boolean) => void;
  setSound: (sound: boolean) => void;
  setUpdateFrequency: (ms: number) => void;
}

export type NotificationSettingsState = SettingsData & SettingsActions;

const initialData: SettingsData = { enabled: true, sound: false, updateFrequencyMs: DEFAULT_UPDATE_FREQUENCY_MS };

function isFrequency(ms: unknown): ms is UpdateFrequencyMs {
  return UPDATE_FREQUENCIES_MS.includes(ms as UpdateFrequencyMs);
}

/** The notification panel's settings, persisted in local storage. Sound starts off: a page must not beep uninvited. */
export const useNotificationSettings = create<NotificationSettingsState>()(
  persist(
    (set) => ({
      ...initialData,
      setEnabled: (enabled) => set({ enabled }),
      setSound: (sound) => set({ sound }),
      setUpdateFrequency: (ms) => {
        if (isFrequency(ms)) set({ updateFrequencyMs: ms });
      },
    }),
    {
      name: NOTIFICATION_SETTINGS_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): SettingsData => ({ enabled: state.enabled, sound: state.sound, updateFrequencyMs: state.updateFrequencyMs }),
      migrate: () => ({ ...initialData }),
      // Stored values are read back defensively: a hand-edited frequency falls back to the default.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<SettingsData>;
        return {
          ...current,
          enabled: typeof stored.enabled === 'boolean' ? stored.enabled : current.enabled,
          sound: typeof stored.sound === 'boolean' ? stored.sound : current.sound,
          updateFrequencyMs: isFrequency(stored.updateFrequencyMs) ? stored.updateFrequencyMs : current.updateFrequencyMs,
        };
      },
    },
  ),
);
