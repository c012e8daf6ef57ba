import { UPDATE_FREQUENCIES_MS } from '../../../shared/rules/notifications/notificationConstants';
import { playAlertSound } from '../../datapad/alertSound';
import { useNotificationSettings } from '../../datapad/notificationSettingsStore';

function frequencyLabel(ms: number): string {
  const seconds = ms / 1000;
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

/** Settings of seed 000 §2: enable notifications, sound alerts, update frequency (persisted). */
export function NotificationSettings() {
  const { enabled, sound, updateFrequencyMs, setEnabled, setSound, setUpdateFrequency } = useNotificationSettings();
  return (
    <fieldset className="np-card np-settings">
      <legend className="np-card-title">Settings</legend>
      <label className="np-switch">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        <span>Enable notifications</span>
      </label>
      <label className="np-switch">
        <input
          type="checkbox"
          checked={sound}
          disabled={!enabled}
          onChange={(event) => {
            setSound(event.target.checked);
            // A sample, so the player hears what they turned on.
            if (event.target.checked) playAlertSound('info');
          }}
        />
        <span>Sound alerts</span>
      </label>
      <label className="np-field">
        <span>Update frequency</span>
        <select value={updateFrequencyMs} disabled={!enabled} onChange={(event) => setUpdateFrequency(Number(event.target.value))}>
          {UPDATE_FREQUENCIES_MS.map((ms) => (
            <option key={ms} value={ms}>
              {frequencyLabel(ms)}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
