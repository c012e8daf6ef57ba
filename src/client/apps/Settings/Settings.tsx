import type { DatapadAppProps } from '../../datapad/appRegistry';
import { useDatapadStore } from '../../stores/datapadStore';
import { useTourStore } from '../../missions/tourStore';
import { GRAPHICS_MODES, useGraphicsStore, type GraphicsMode } from '../../stores/graphicsStore';
import { SoundSettings } from './SoundSettings';
import './settings.css';

const OPTIONS: Record<GraphicsMode, { label: string; hint: string }> = {
  auto: { label: 'Auto', hint: 'Starts from what this device can do and lowers itself when frames run slow.' },
  high: { label: 'High', hint: 'Full resolution with bloom: glowing stars, lanes and hyperspace. For a real graphics card.' },
  low: { label: 'Low', hint: 'Half resolution, no bloom, a still HUD: for older laptops and long flights on battery.' },
  off: { label: 'Off', hint: 'No 3D at all: a still map of the galaxy behind the datapad, which works as always.' },
};

/** The tour points at the HUD, so the datapad gets out of its way first. */
function replayTour() {
  useDatapadStore.getState().close();
  useTourStore.getState().start();
}

/** Settings: the graphics choice and the sound volumes, applied at once and remembered by this browser; the interface tour again. */
export function Settings({ tab }: DatapadAppProps) {
  const mode = useGraphicsStore((state) => state.mode);
  const setMode = useGraphicsStore((state) => state.setMode);

  return (
    <div className="settings-app">
      <h2>{tab.name}</h2>
      <fieldset className="settings-group">
        <legend>Graphics</legend>
        {GRAPHICS_MODES.map((option) => (
          <label key={option} className="settings-option" data-checked={option === mode || undefined}>
            <input type="radio" name="graphics" value={option} checked={option === mode} onChange={() => setMode(option)} />
            <span className="settings-option-label">{OPTIONS[option].label}</span>
            <span className="settings-option-hint">{OPTIONS[option].hint}</span>
          </label>
        ))}
      </fieldset>
      <SoundSettings />
      <p className="settings-note">Saved in this browser.</p>
      <fieldset className="settings-group">
        <legend>Interface tour</legend>
        <p className="settings-option-hint">The datapad, the apps, your credits, the mission tracker and the map, one at a time.</p>
        <button type="button" className="btn btn-secondary" onClick={replayTour}>
          Replay the tour
        </button>
      </fieldset>
    </div>
  );
}
