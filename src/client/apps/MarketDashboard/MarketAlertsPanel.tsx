import type { MarketAlert } from '../../../shared/api';

const when = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** Market Alerts: this system's price moves of the last day, high priority first. */
export function MarketAlertsPanel({ alerts }: { alerts: readonly MarketAlert[] }) {
  return (
    <section className="md-panel" aria-label="Market Alerts">
      <h4 className="md-panel-title">Market Alerts</h4>
      {alerts.length === 0 ? (
        <p className="md-empty">No price moves of 10 % or more here today.</p>
      ) : (
        <ul className="md-alerts">
          {alerts.map((alert) => (
            <li key={alert.id} className={`md-alert md-alert-${alert.priority}`}>
              <span className="md-alert-priority">{alert.priority}</span>
              <span className="md-alert-message">{alert.message}</span>
              <time className="md-alert-time" dateTime={alert.created_at}>
                {when.format(new Date(alert.created_at))}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
