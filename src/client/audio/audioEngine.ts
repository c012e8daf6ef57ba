import { useSoundStore, type SoundSettings } from '../stores/soundStore';
import { channelGain, masterGain } from './volume';

/** The context and its three buses: effects and music, both under the master. */
export interface AudioEngine {
  context: AudioContext;
  effects: GainNode;
  music: GainNode;
}

/** How quickly a volume change is heard (seconds to about two-thirds of the way). */
const VOLUME_SMOOTHING = 0.05;

type AudioContextConstructor = typeof AudioContext;

function audioContextConstructor(): AudioContextConstructor | undefined {
  return window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
}

function applyVolumes(engine: AudioEngine, master: GainNode, settings: SoundSettings): void {
  const at = engine.context.currentTime;
  master.gain.setTargetAtTime(masterGain(settings), at, VOLUME_SMOOTHING);
  engine.effects.gain.setTargetAtTime(channelGain(settings, 'effects'), at, VOLUME_SMOOTHING);
  engine.music.gain.setTargetAtTime(channelGain(settings, 'music'), at, VOLUME_SMOOTHING);
}

/**
 * Builds the one audio context of the page (call it after the player's first interaction, or the
 * browser keeps it suspended): the buses follow the Settings volumes and mute as they change, and
 * the context sleeps while the tab is hidden. Null where the browser has no Web Audio.
 */
export function createAudioEngine(): AudioEngine | null {
  const Constructor = audioContextConstructor();
  if (!Constructor) return null;
  const context = new Constructor();
  const master = context.createGain();
  master.connect(context.destination);
  const effects = context.createGain();
  const music = context.createGain();
  effects.connect(master);
  music.connect(master);
  const engine: AudioEngine = { context, effects, music };
  const settings = useSoundStore.getState();
  master.gain.value = masterGain(settings);
  effects.gain.value = channelGain(settings, 'effects');
  music.gain.value = channelGain(settings, 'music');
  useSoundStore.subscribe((state) => applyVolumes(engine, master, state));
  document.addEventListener('visibilitychange', () => {
    void (document.hidden ? context.suspend() : context.resume()).catch(() => undefined);
  });
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return engine;
}
