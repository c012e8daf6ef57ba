import type { SceneKind } from '../scene/sceneStore';
import { useSoundStore } from '../stores/soundStore';
import { AmbientPad } from './AmbientPad';
import { createAudioEngine, type AudioEngine } from './audioEngine';
import { SOUND_EFFECTS, type SoundName } from './soundEffects';
import { isAudible } from './volume';

/**
 * The sound chunk, loaded on the first sound after the player's first interaction: the engine,
 * the effects catalogue and the ambient pads. Nothing here runs before it is imported.
 */
let engine: AudioEngine | null | undefined;
let ambient: AmbientPad | null = null;
let ambientScene: SceneKind | null = null;

function ready(): AudioEngine | null {
  if (engine === undefined) {
    engine = createAudioEngine();
    if (engine) {
      ambient = new AmbientPad(engine.context, engine.music);
      // Music off (or muted) stops the pads rather than running them silent; back on, they resume.
      useSoundStore.subscribe(() => syncAmbient());
    }
  }
  return engine;
}

function syncAmbient(): void {
  ambient?.play(ambientScene && isAudible(useSoundStore.getState(), 'music') ? ambientScene : null);
}

/** Plays one effect now (nothing while muted or with effects at zero). */
export function play(name: SoundName): void {
  const audio = ready();
  if (!audio || !isAudible(useSoundStore.getState(), 'effects')) return;
  SOUND_EFFECTS[name](audio.context, audio.effects, audio.context.currentTime + 0.01);
}

/** The ambient pad for `scene`; null fades the music out (leaving the game page). */
export function setAmbient(scene: SceneKind | null): void {
  ambientScene = scene;
  if (ready()) syncAmbient();
}
