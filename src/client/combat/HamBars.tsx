import { hamBars, hamBarText, type PoolsWithMax } from './hamView';
import type { HamView } from '../../shared/api';

/**
 * The three HAM bars of one side. A critical pool (below 25 % of max minus wounds) pulses; the
 * wounded part of a bar is hatched, since the pool cannot fill past it.
 */
export function HamBars({ ham, label }: { ham: PoolsWithMax & Partial<HamView>; label: string }) {
  return (
    <div className="ham-bars" role="group" aria-label={label}>
      {hamBars(ham).map((bar) => {
        const fill = bar.max > 0 ? Math.max(0, Math.min(100, (bar.current / bar.max) * 100)) : 0;
        const wounded = bar.max > 0 ? Math.min(100, (bar.wounds / bar.max) * 100) : 0;
        return (
          <div key={bar.pool} className={`ham-bar ham-${bar.pool}`} data-critical={bar.critical || undefined}>
            <div className="ham-bar-head">
              <span className="ham-bar-label">{bar.label}</span>
              <span className="ham-bar-value">{hamBarText(bar)}</span>
            </div>
            <div
              className="ham-bar-track"
              role="meter"
              aria-label={`${label} ${bar.label}`}
              aria-valuemin={0}
              aria-valuemax={bar.max}
              aria-valuenow={bar.current}
              aria-valuetext={`${hamBarText(bar)}${bar.critical ? ', critical' : ''}`}
            >
              <div className="ham-bar-fill" style={{ width: `${fill}%` }} />
              {wounded > 0 && <div className="ham-bar-wounds" style={{ width: `${wounded}%` }} />}
            </div>
          </div>
        );
      })}
    </div>
  );
}
