import type { SceneKind } from '../scene/sceneStore';
import type { SoundName } from './soundEffects';
import { hasInteracted, soundAllowed } from './soundGate';
import type * as SoundRuntime from './soundRuntime';

type Runtime = typeof SoundRuntime;
let runtime: Promise<Runtime> | null = null;

/** The sound chunk, imported once, on the first sound the game is allowed to make. */
function loadRuntime(): Promise<Runtime> | null {
  if (!soundAllowed() || !hasInteracted()) return null;
  runtime ??= import('./soundRuntime');
  return runtime;
}

/**
 * Plays the effect `name`. Silent (and nothing downloaded) before the player's first interaction
 * and under a test runner; the Settings volumes and mute apply.
 */
export function playSound(name: SoundName): void {
  void loadRuntime()
    ?.then((sound) => sound.play(name))
    .catch(() => undefined);
}

/** Sets the ambient music to `scene`'s pad, or fades it out with null. */
export function playAmbient(scene: SceneKind | null): void {
  void loadRuntime()
    ?.then((sound) => sound.setAmbient(scene))
    .catch(() => undefined);
}
