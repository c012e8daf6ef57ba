import { lazy, Suspense } from 'react';
import { effectiveTier, useSceneStore } from '../sceneStore';

// Its own chunk: the bloom passes are only downloaded by machines that reach the high tier.
const Bloom = lazy(() => import('./Bloom'));

/** Optional bloom: only on the high quality tier and when the tunable allows it. */
export function Effects() {
  const enabled = useSceneStore((state) => state.tuning.bloom && effectiveTier(state) === 'high');
  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <Bloom />
    </Suspense>
  );
}
