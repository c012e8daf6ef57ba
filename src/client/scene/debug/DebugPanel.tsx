import { button, Leva, useControls } from 'leva';
import { SCENE_KINDS, useSceneStore, type SceneKind } from '../sceneStore';
import type { SceneTuning } from '../sceneConstants';

type Initial = { initial: boolean };

/** A leva number control that writes its tunable back into the scene store (leva edits, the store owns). */
function tunable(key: keyof SceneTuning, min: number, max: number, step: number) {
  return {
    value: useSceneStore.getState().tuning[key] as number,
    min,
    max,
    step,
    onChange: (value: number, _path: string, context: Initial) => {
      if (!context.initial) useSceneStore.getState().setTuning({ [key]: value });
    },
  };
}

/**
 * The leva panel of every scene constant (development, or `?debug` in production). Its own lazy
 * chunk, so players never download leva. Changes are transient: the panel itself never re-renders.
 */
export default function DebugPanel() {
  const store = useSceneStore.getState;
  useControls('Scene', {
    show: {
      value: store().kind,
      options: SCENE_KINDS as SceneKind[],
      onChange: (kind: SceneKind, _path: string, context: Initial) => {
        if (!context.initial) store().showScene(kind);
      },
    },
    quality: {
      value: 'auto',
      options: ['auto', 'high', 'medium', 'low'],
      onChange: (tier: string, _path: string, context: Initial) => {
        if (!context.initial) store().pinTier(tier === 'auto' ? null : (tier as 'high' | 'medium' | 'low'));
      },
    },
  });
  useControls('Galaxy map', {
    spreadFactor: tunable('spreadFactor', 1, 15, 0.5),
    starCount: tunable('starCount', 0, 5000, 100),
    panSpeed: tunable('panSpeed', 0.25, 8, 0.25),
    zoomSensitivity: tunable('zoomSensitivity', 0.01, 0.5, 0.01),
    fitScale: tunable('fitScale', 0.5, 1, 0.05),
    fit: button(() => store().requestFit()),
  });
  useControls('Hyperspace', {
    tunnelDurationMs: tunable('tunnelDurationMs', 1000, 15000, 250),
    tunnelStars: tunable('tunnelStars', 0, 600, 10),
    tunnelRings: tunable('tunnelRings', 0, 24, 1),
    jump: button(() => store().startHyperspace()),
  });
  useControls('Bloom', {
    bloom: {
      value: store().tuning.bloom,
      onChange: (bloom: boolean, _path: string, context: Initial) => {
        if (!context.initial) store().setTuning({ bloom });
      },
    },
    bloomIntensity: tunable('bloomIntensity', 0, 4, 0.05),
    bloomResolutionScale: tunable('bloomResolutionScale', 0.25, 1, 0.05),
  });
  return <Leva titleBar={{ title: 'Starlane scene' }} />;
}
