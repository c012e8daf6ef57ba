import { lazy, memo, Suspense, useEffect, useMemo, useState } from 'react';
import { useGraphicsStore } from '../stores/graphicsStore';
import { useSceneStore } from '../stores/sceneStore';
import { LoadingScreen } from '../ui/LoadingScreen';
import { graphicsPlan, pinnedTierFor } from './graphicsMode';
import { useIdleMotion } from './idleMotion';
import { StillBackdrop } from './StillBackdrop';
import { useHyperspaceClock } from './useHyperspaceClock';
import { knownWebglProbe, probeWebgl, type WebglProbe } from './webglSupport';
import './graphics.css';

// The 3D chunk (three.js, react-three-fiber, shaders) loads only when graphics are on.
const loadGameCanvas = () => import('../scene/GameCanvas');
const GameCanvas = lazy(loadGameCanvas);

/** Shown once when the browser cannot draw 3D, instead of a broken page. */
export const NO_WEBGL_NOTICE = 'Your browser cannot show 3D graphics, so Starlane runs with graphics off.';

/**
 * What the game page draws behind the datapad, by the player's graphics setting: the 3D canvas
 * (High, Low, Auto), or a still drawn galaxy with no WebGL context at all (Off, or no WebGL).
 * Memoised: it follows the graphics store alone, so a re-render of the game page (a character
 * refetch) never reaches the Canvas, whose every render commits the whole scene root.
 */
export const GraphicsLayer = memo(function GraphicsLayer() {
  const mode = useGraphicsStore((state) => state.mode);
  const [probe, setProbe] = useState<WebglProbe | null>(knownWebglProbe);
  const plan = useMemo(() => (mode === 'off' || probe ? graphicsPlan(mode, () => probe as WebglProbe) : null), [mode, probe]);

  // The probe's first context wakes the GPU process (about 0.4 s on a software renderer): it runs
  // after this commit's effects have sent the page's requests, while the 3D chunk downloads.
  useEffect(() => {
    if (mode === 'off' || probe) return;
    loadGameCanvas().catch(() => undefined); // lazy() below reports a failed load
    const timer = window.setTimeout(() => setProbe(probeWebgl()), 0);
    return () => window.clearTimeout(timer);
  }, [mode, probe]);

  // High and Low pin the quality tier; Auto hands it back to adaptive quality.
  useEffect(() => {
    useSceneStore.getState().pinTier(pinnedTierFor(mode));
  }, [mode]);

  useHyperspaceClock(plan !== null && !plan.canvas);
  useIdleMotion(plan?.canvas ?? false);

  if (!plan) return <LoadingScreen label="Charting the galaxy…" />;
  if (plan.canvas) {
    return (
      <Suspense fallback={<LoadingScreen label="Charting the galaxy…" />}>
        {/* Context attributes are fixed at creation: a change of MSAA makes a new canvas. */}
        <GameCanvas key={plan.antialias ? 'msaa' : 'plain'} antialias={plan.antialias} />
      </Suspense>
    );
  }
  return (
    <>
      <StillBackdrop />
      {plan.unsupported && (
        <p className="graphics-notice" role="status">
          {NO_WEBGL_NOTICE}
        </p>
      )}
    </>
  );
});
