import { useId, useState } from 'react';
import type { DatapadAppProps } from '../../datapad/appRegistry';
import { beginDemo } from '../../travel/travelSequence';
import { Button } from '../../ui/Button';
import { DEMO_DEFAULT_MS, DEMO_MAX_MS, DEMO_MIN_MS, parseDemoDuration } from './demoDuration';
import './hyperspaceDemo.css';

/**
 * Hyperspace Nav (seed 001 §2, HyperspaceTestDemo): a test flight through the real tunnel with
 * the travel overlay, for the duration chosen here; it lands back where it started.
 */
export function HyperspaceTestDemo({ tab }: DatapadAppProps) {
  const inputId = useId();
  const [text, setText] = useState(String(DEMO_DEFAULT_MS));
  const parsed = parseDemoDuration(text);
  const problem = 'problem' in parsed ? parsed.problem : null;
  return (
    <div className="hd">
      <h3 className="dp-app-title">{tab.name}</h3>
      <p className="hd-lead">
        Test your hyperspace navigation: the drive spools up, the ship enters the tunnel, cruises with the travel overlay and drops back to
        normal space. No fuel is used and the ship goes nowhere.
      </p>
      <form
        className="hd-form"
        onSubmit={(event) => {
          event.preventDefault();
          if ('ms' in parsed) beginDemo(parsed.ms);
        }}
      >
        <label htmlFor={inputId} className="field-label">
          Animation duration (ms)
        </label>
        <input
          id={inputId}
          className="field-input hd-input"
          type="number"
          min={DEMO_MIN_MS}
          max={DEMO_MAX_MS}
          step={100}
          value={text}
          aria-invalid={problem !== null}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={problem !== null}>
          Engage Hyperdrive
        </Button>
        {problem && (
          <p className="form-alert hd-problem" role="alert">
            {problem}
          </p>
        )}
      </form>
    </div>
  );
}
