import { cx } from './classNames';
import './statBar.css';

export interface StatBarProps {
  label: string;
  value: number;
  /** The bar is full at this value (the spec's bar maxima); larger values show a full bar. */
  max: number;
  /** The figure shown beside the label; the value itself when left out. */
  display?: string;
  tone?: 'default' | 'good' | 'warning' | 'danger';
}

/** A labelled horizontal meter for a stat, filled to `value / max`. */
export function StatBar({ label, value, max, display, tone = 'default' }: StatBarProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div className={cx('stat-bar', `stat-bar-${tone}`)}>
      <div className="stat-bar-head">
        <span className="stat-bar-label">{label}</span>
        <span className="stat-bar-value">{display ?? String(value)}</span>
      </div>
      <div className="stat-bar-track" role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={value} aria-valuetext={display}>
        <div className="stat-bar-fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
