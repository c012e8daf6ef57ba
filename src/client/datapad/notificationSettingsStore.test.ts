import { describe, expect, it } from 'vitest';
import { NOTIFICATION_SETTINGS_KEY, useNotificationSettings } from './notificationSettingsStore';

const settings = () => useNotificationSettings.getState();

describe('notification settings', () => {
  it('defaults to notifications on, sound off, updates every 5 seconds', () => {
    expect(settings()).toMatchObject({ enabled: true, sound: false, updateFrequencyMs: 5_000 });
  });

  it('persists changes in local storage and accepts only the offered frequencies', () => {
    settings().setSound(true);
    settings().setUpdateFrequency(10_000);
    settings().setUpdateFrequency(7_000);
    settings().setEnabled(false);
    expect(JSON.parse(localStorage.getItem(NOTIFICATION_SETTINGS_KEY) ?? '{}').state).toEqual({ enabled: false, sound: true, updateFrequencyMs: 10_000 });
  });

  it('reads stored settings back defensively', async () => {
    localStorage.setItem(NOTIFICATION_SETTINGS_KEY, JSON.stringify({ version: 1, state: { enabled: false, sound: 'yes', updateFrequencyMs: 2 } }));
    await useNotificationSettings.persist.rehydrate();
    expect(settings()).toMatchObject({ enabled: false, sound: false, updateFrequencyMs: 5_000 });
  });
});
