import type { DatapadTabId } from '../../../shared/api';
import type { NotificationAlert } from '../../../shared/rules/notifications/alert';
import { cssVars } from '../../datapad/cssVars';
import { DatapadIcon } from '../../datapad/DatapadIcon';
import { tabById } from '../../datapad/datapadTabs';
import { SEVERITY_LABELS } from './severityLabels';

export interface AlertListProps {
  /** Active alerts, already sorted most severe first. */
  alerts: readonly NotificationAlert[];
  onOpen: (appId: DatapadTabId) => void;
}

/** The panel's alerts, most severe first; clicking one opens its app (seed 000 §2). */
export function AlertList({ alerts, onOpen }: AlertListProps) {
  if (alerts.length === 0) {
    return <p className="np-empty">All clear. No active notifications.</p>;
  }
  return (
    <ul className="np-alerts" aria-label="Active alerts">
      {alerts.map((alert) => {
        const tab = tabById(alert.appId);
        return (
          <li key={alert.key}>
            <button type="button" className={`np-alert np-alert-${alert.type}`} style={cssVars({ '--app-color': tab.color })} onClick={() => onOpen(alert.appId)}>
              <span className="np-alert-severity">{SEVERITY_LABELS[alert.type]}</span>
              <span className="np-alert-body">
                <span className="np-alert-app">
                  <DatapadIcon name={tab.icon} size={14} />
                  {tab.name}
                </span>
                <span className="np-alert-message">{alert.message}</span>
              </span>
              <span className="np-alert-count" aria-hidden="true">
                {alert.count}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
