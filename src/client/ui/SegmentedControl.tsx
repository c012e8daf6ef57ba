import { cx } from './classNames';
import './segmentedControl.css';

export interface SegmentedOption<Value extends string | number> {
  value: Value;
  label: string;
  /** A small figure after the label (a level, a price). */
  detail?: string;
  disabled?: boolean;
}

export interface SegmentedControlProps<Value extends string | number> {
  /** Names the group for assistive technology and shows above it. */
  label: string;
  options: readonly SegmentedOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * A few choices side by side as pill buttons, the chosen one pressed (in place of a drop-down
 * when the choices fit on a line or two): each is a button, so it is reached with Tab and chosen
 * with Enter or Space, and announced as pressed or not.
 */
export function SegmentedControl<Value extends string | number>({ label, options, value, onChange, disabled = false, className }: SegmentedControlProps<Value>) {
  return (
    <div className={cx('segmented', className)}>
      <span className="segmented-label" aria-hidden="true">
        {label}
      </span>
      <div className="segmented-options" role="group" aria-label={label}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className="segmented-option"
            aria-pressed={option.value === value}
            disabled={disabled || option.disabled === true}
            onClick={() => onChange(option.value)}
          >
            {option.label}
            {option.detail !== undefined && <span className="segmented-detail">{option.detail}</span>}
          </button>
        ))}
      </div>
    </div>
  );
}
