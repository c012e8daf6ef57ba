import { useEffect } from 'react';
import type { QualityTier } from '../scene/math/quality';
import { effectiveTier, useSceneStore } from '../scene/sceneStore';

/**
 * Whether the HUD's idle decoration (the datapad's sweep, its breathing lights, the tiles' turning
 * rings) moves. Each of its frames re-composites the blurred datapad: on a machine without a GPU
 * that is about a core of CPU for a page nobody touches. So it rests wherever the player or the
 * device asked for light graphics: Off, no WebGL, or the low quality tier (Low, or Auto on a
 * struggling or software renderer). Motion the player must notice (an urgent badge, a critical
 * HAM bar) is not idle decoration and always moves.
 */
export type IdleMotion = 'lively' | 'still';

export function idleMotionFor(canvas: boolean, tier: QualityTier): IdleMotion {
  return canvas && tier !== 'low' ? 'lively' : 'still';
}

/**
 * Mirrors the idle motion onto `<html data-idle-motion>`, where the stylesheets read it. It follows
 * the scene store's tier by subscription, not by rendering: a tier change mid-flight costs the page
 * no React commit.
 */
export function useIdleMotion(canvas: boolean): void {
  useEffect(() => {
    const root = document.documentElement;
    const apply = (state: Parameters<typeof effectiveTier>[0]) => {
      root.dataset.idleMotion = idleMotionFor(canvas, effectiveTier(state));
    };
    apply(useSceneStore.getState());
    const unsubscribe = useSceneStore.subscribe(apply);
    return () => {
      unsubscribe();
      delete root.dataset.idleMotion;
    };
  }, [canvas]);
}
