import { useState, type FormEvent } from 'react';
import { notificationTypes, type DatapadTabId, type NotificationType } from '../../../shared/api';
import { TEST_COUNT_MAX, TEST_COUNT_MIN } from '../../../shared/rules/notifications/notificationConstants';
import { playAlertSound } from '../../datapad/alertSound';
import { useNotificationSettings } from '../../datapad/notificationSettingsStore';
import { useNotificationStore } from '../../stores/notificationStore';
import type { DatapadTab } from '../../datapad/datapadTabs';
import { SEVERITY_LABELS } from './severityLabels';

export interface DemoControlsProps {
  /** The apps a test notification may go to (the listed ones). */
  tabs: readonly DatapadTab[];
}

export const TEST_COUNT_MESSAGE = `The count must be a whole number from ${TEST_COUNT_MIN} to ${TEST_COUNT_MAX}.`;

/** Demo controls (seed 000 §2, only with the demo flag): start/stop demo, random test, manual test. */
export function DemoControls({ tabs }: DemoControlsProps) {
  const demoRunning = useNotificationStore((state) => state.demoRunning);
  const [appId, setAppId] = useState<DatapadTabId>(tabs[0]?.id ?? 'default');
  const [count, setCount] = useState('1');
  const [type, setType] = useState<NotificationType>('info');
  const [error, setError] = useState<string | null>(null);
  const store = useNotificationStore.getState;
  const appIds = tabs.map((tab) => tab.id);

  function sendTest(event: FormEvent) {
    event.preventDefault();
    const value = Number(count);
    // Seed 000 §5: the test count input accepts 0 to 99.
    if (count.trim() === '' || !Number.isInteger(value) || value < TEST_COUNT_MIN || value > TEST_COUNT_MAX) {
      setError(TEST_COUNT_MESSAGE);
      return;
    }
    setError(null);
    store().setTest(appId, value, type);
    if (value > 0 && useNotificationSettings.getState().sound) playAlertSound(type);
  }

  return (
    <section className="np-card np-demo" aria-labelledby="np-demo-title">
      <h4 id="np-demo-title" className="np-card-title">
        Demo controls
      </h4>
      <div className="np-demo-actions">
        <button type="button" className="dp-text-button dp-text-button-strong" onClick={() => (demoRunning ? store().stopDemo() : store().startDemo(appIds))}>
          {demoRunning ? 'Stop Demo' : 'Start Demo'}
        </button>
        <button type="button" className="dp-text-button" onClick={() => store().randomTest(appIds)}>
          Random Test
        </button>
        <button type="button" className="dp-text-button" onClick={() => store().clearTests()}>
          Clear Tests
        </button>
      </div>
      <form className="np-manual" onSubmit={sendTest} noValidate aria-label="Manual test">
        <label className="np-field">
          <span>App</span>
          <select value={appId} onChange={(event) => setAppId(event.target.value as DatapadTabId)}>
            {tabs.map((tab) => (
              <option key={tab.id} value={tab.id}>
                {tab.name}
              </option>
            ))}
          </select>
        </label>
        <label className="np-field">
          <span>Count</span>
          <input
            type="number"
            inputMode="numeric"
            min={TEST_COUNT_MIN}
            max={TEST_COUNT_MAX}
            step={1}
            value={count}
            aria-invalid={error !== null || undefined}
            aria-describedby={error ? 'np-count-error' : undefined}
            onChange={(event) => setCount(event.target.value)}
          />
        </label>
        <label className="np-field">
          <span>Type</span>
          <select value={type} onChange={(event) => setType(event.target.value as NotificationType)}>
            {notificationTypes.map((entry) => (
              <option key={entry} value={entry}>
                {SEVERITY_LABELS[entry]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="dp-text-button dp-text-button-strong">
          Send Test
        </button>
      </form>
      {error && (
        <p id="np-count-error" className="np-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
