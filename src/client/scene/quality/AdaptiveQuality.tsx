import { PerformanceMonitor, type PerformanceMonitorApi } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useCallback, useEffect } from 'react';
import { useSceneStore } from '../../stores/sceneStore';
import { dprForFactor, factorForTier, tierForFactor } from '../math/quality';

/**
 * Frame budget: drei's PerformanceMonitor watches the frame rate; when frames run long it
 * lowers the factor, which lowers the DPR and the quality tier (bloom off below high), and
 * raises them again when there is headroom. A pinned tier (debug panel, tests) wins.
 */
export function AdaptiveQuality() {
  const setDpr = useThree((state) => state.setDpr);

  const apply = useCallback(
    (factor: number) => {
      const store = useSceneStore.getState();
      if (store.pinnedTier) return;
      setDpr(dprForFactor(factor, window.devicePixelRatio));
      const tier = tierForFactor(factor);
      if (tier !== store.tier) store.setTier(tier);
    },
    [setDpr],
  );

  // A pinned tier also fixes the DPR it stands for; unpinning hands back to the monitor.
  useEffect(
    () =>
      useSceneStore.subscribe((state, previous) => {
        if (state.pinnedTier && state.pinnedTier !== previous.pinnedTier) {
          setDpr(dprForFactor(factorForTier(state.pinnedTier), window.devicePixelRatio));
        }
      }),
    [setDpr],
  );

  const onChange = useCallback((api: PerformanceMonitorApi) => apply(api.factor), [apply]);
  // After repeated flip-flops, settle on the low tier rather than oscillate.
  const onFallback = useCallback(() => apply(0), [apply]);

  return <PerformanceMonitor factor={1} flipflops={4} onChange={onChange} onFallback={onFallback} />;
}
