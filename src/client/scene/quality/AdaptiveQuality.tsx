import { PerformanceMonitor, type PerformanceMonitorApi } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useCallback, useEffect, useState } from 'react';
import { useSceneStore } from '../sceneStore';
import { autoStartFactor, dprForFactor, factorForTier, isSoftwareRenderer, tierForFactor } from '../math/quality';
import { thisDevice } from './handheldDevice';

/**
 * Frame budget: drei's PerformanceMonitor watches the frame rate; when frames run long it
 * lowers the factor, which lowers the DPR and the quality tier (bloom off below high), and
 * raises them again when there is headroom. A pinned tier (debug panel, tests) wins.
 */
export function AdaptiveQuality() {
  const setDpr = useThree((state) => state.setDpr);
  const gl = useThree((state) => state.gl);
  // Auto starts from what the device looks like, so a weak one never draws a first slow high frame.
  const [startFactor] = useState(() => autoStartFactor(deviceHints(gl.getContext())));

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

  useEffect(() => apply(startFactor), [apply, startFactor]);

  const onChange = useCallback((api: PerformanceMonitorApi) => apply(api.factor), [apply]);
  // After repeated flip-flops, settle on the low tier rather than oscillate.
  const onFallback = useCallback(() => apply(0), [apply]);

  return <PerformanceMonitor factor={startFactor} flipflops={4} onChange={onChange} onFallback={onFallback} />;
}

function deviceHints(context: WebGLRenderingContext | WebGL2RenderingContext) {
  const info = context.getExtension('WEBGL_debug_renderer_info');
  const renderer = info ? String(context.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
  const memory = (navigator as Navigator & { deviceMemory?: number }).deviceMemory;
  return { cores: navigator.hardwareConcurrency || 4, memoryGb: memory ?? null, software: isSoftwareRenderer(renderer), handheld: thisDevice.handheld };
}
