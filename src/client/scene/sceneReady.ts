import type { SceneKind } from './sceneStore';

/** The DOM event fired on `window` once a freshly shown scene has drawn its first frames. */
export const SCENE_READY_EVENT = 'scene:ready';

/** Frames to wait after mounting: the first compiles the shaders, the second shows the scene. */
const FRAMES_BEFORE_READY = 2;

let pending: SceneKind | null = null;
let framesLeft = 0;
let ready: SceneKind | null = null;
let target: HTMLElement | null = null;

/** The element that carries `data-scene-ready` (the canvas container). */
export function setReadyTarget(element: HTMLElement | null): void {
  target = element;
}

/** A scene has its data and is mounted: announce it after it has rendered. */
export function announceWhenRendered(kind: SceneKind): void {
  pending = kind;
  framesLeft = FRAMES_BEFORE_READY;
}

/** The scene is being replaced: it is no longer ready. */
export function clearSceneReady(): void {
  pending = null;
  ready = null;
  target?.removeAttribute('data-scene-ready');
}

/** Called after every rendered frame; fires the event once per shown scene, never per frame. */
export function afterFrameRendered(): void {
  if (pending === null || --framesLeft > 0) return;
  ready = pending;
  pending = null;
  target?.setAttribute('data-scene-ready', ready);
  window.dispatchEvent(new CustomEvent(SCENE_READY_EVENT, { detail: { scene: ready } }));
}

/** The scene that last announced itself ready, if it is still shown. */
export function readyScene(): SceneKind | null {
  return ready;
}
