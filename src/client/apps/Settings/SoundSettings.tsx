import { useId } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { SOUND_CHANNELS, useSoundStore, type SoundChannel } from '../../stores/soundStore';

const LABELS: Record<SoundChannel, string> = {
  master: 'Master volume',
  effects: 'Effects volume',
  music: 'Music volume',
};

function VolumeSlider({ channel, disabled }: { channel: SoundChannel; disabled: boolean }) {
  const id = useId();
  const value = useSoundStore((state) => state[channel]);
  const setVolume = useSoundStore((state) => state.setVolume);
  return (
    <div className="settings-volume">
      <label htmlFor={id}>{LABELS[channel]}</label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={5}
        value={value}
        disabled={disabled}
        aria-valuetext={`${value} %`}
        onChange={(event) => setVolume(channel, Number(event.target.value))}
      />
      <output htmlFor={id}>{`${value} %`}</output>
    </div>
  );
}

/** Sound: master, effects (datapad, trades, jumps, hits, chimes) and music (each scene's ambient) volumes, and mute. */
export function SoundSettings() {
  const { muted, setMuted } = useSoundStore(useShallow((state) => ({ muted: state.muted, setMuted: state.setMuted })));
  return (
    <fieldset className="settings-group">
      <legend>Sound</legend>
      <label className="settings-option settings-mute" data-checked={muted || undefined}>
        <input type="checkbox" checked={muted} onChange={(event) => setMuted(event.target.checked)} />
        <span className="settings-option-label">Mute all sound</span>
        <span className="settings-option-hint">Effects for the datapad, trades, jumps, fights and notifications; a quiet ambient track in each scene.</span>
      </label>
      {SOUND_CHANNELS.map((channel) => (
        <VolumeSlider key={channel} channel={channel} disabled={muted} />
      ))}
    </fieldset>
  );
}
