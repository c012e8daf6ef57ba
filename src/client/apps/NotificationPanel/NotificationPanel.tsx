import { useMemo } from 'react';
import type { DatapadAppProps } from '../../datapad/appRegistry';
import { DatapadIcon } from '../../datapad/DatapadIcon';
import { isDemoMode } from '../../datapad/demoMode';
import { useListedTabs } from '../../datapad/useListedTabs';
import { useNotificationView } from '../../datapad/useNotificationView';
import { useGameStore } from '../../stores/gameStore';
import { AlertList } from './AlertList';
import { CaptainsLog } from './CaptainsLog';
import { DemoControls } from './DemoControls';
import { NotificationSettings } from './NotificationSettings';
import './notificationPanel.css';

/**
 * The notification centre (seed 000 §2): the total of active notifications, alerts by severity
 * (clicking one opens its app), settings, demo controls behind the demo flag, and the captain's log.
 * Closing it returns to the hub's home.
 */
export function NotificationPanel({ tab, openApp, goHome }: DatapadAppProps) {
  const { alerts, total } = useNotificationView();
  const characterId = useGameStore((state) => state.activeCharacterId);
  const tabs = useListedTabs();
  const demo = useMemo(() => isDemoMode(), []);

  return (
    <div className="np">
      <header className="np-header">
        <div>
          <h3 className="dp-app-title">{tab.name}</h3>
          <p className="np-total" aria-live="polite">
            <strong>{total}</strong> {`active ${total === 1 ? 'notification' : 'notifications'}`}
          </p>
        </div>
        <button type="button" className="dp-text-button" onClick={goHome}>
          <DatapadIcon name="close" size={16} />
          Close notifications
        </button>
      </header>
      <div className="np-columns">
        <div className="np-main">
          <AlertList alerts={alerts} onOpen={openApp} />
          {characterId !== null && <CaptainsLog characterId={characterId} />}
        </div>
        <div className="np-side">
          <NotificationSettings />
          {demo && <DemoControls tabs={tabs} />}
        </div>
      </div>
    </div>
  );
}
