import { useEffect, useState } from 'react';
import type { MarketData } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';

const clockFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The terminal's clock: one render a second, only while the dashboard is open. */
function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Header of the Galactic Market Terminal: location, time and credits. */
export function TerminalHeader({ appName, location, credits }: { appName: string; location: MarketData['location'] | undefined; credits: number | undefined }) {
  const now = useClock();
  return (
    <header className="md-header">
      <div>
        <p className="eyebrow">{appName}</p>
        <h3 className="dp-app-title md-title">Galactic Market Terminal</h3>
      </div>
      <dl className="md-header-facts">
        <div>
          <dt>Location</dt>
          <dd>
            {location?.name ?? '—'}
            {location && <span className={`md-risk md-risk-${location.risk_level.toLowerCase()}`}>{location.risk_level} risk</span>}
          </dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>
            <time dateTime={now.toISOString()}>{clockFormat.format(now)}</time>
          </dd>
        </div>
        <div className="md-credits">
          <dt>Credits</dt>
          <dd>{credits === undefined ? '—' : formatCredits(credits)}</dd>
        </div>
      </dl>
    </header>
  );
}
