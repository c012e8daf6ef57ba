import { useEffect } from 'react';
import type { SceneKind } from './sceneStore';
import { announceWhenRendered } from './sceneReady';

/** Announces `scene:ready` for `kind` once `hasData` is true and the scene has rendered. */
export function useSceneReady(kind: SceneKind, hasData = true): void {
  useEffect(() => {
    if (hasData) announceWhenRendered(kind);
  }, [kind, hasData]);
}
