import { memo, useEffect, useMemo, useState } from 'react';
import { useGraphicsStore } from '../stores/graphicsStore';
import { useSceneStore } from '../scene/sceneStore';
import { LoadingScreen } from '../ui/LoadingScreen';
import { graphicsPlan, pinnedTierFor, wantsWebgl } from './graphicsMode';
import { thisDevice } from '../scene/quality/handheldDevice';
import { useIdleMotion } from './idleMotion';
import { StillBackdrop } from './StillBackdrop';
import { useHyperspaceClock } from './useHyperspaceClock';
import type { WebglProbe } from './webglProbe';
import { WebglFailureBoundary } from './WebglFailureBoundary';
import { knownWebglProbe, markWebglUnsupported, probeWebgl } from './webglSupport';
import './graphics.css';
import type * as GameCanvasModule from '../scene/GameCanvas';

type GameCanvasComponent = typeof GameCanvasModule.default;
let loadedCanvas: GameCanvasComponent | null = null;
let canvasLoad: Promise<GameCanvasComponent> | null = null;

/**
 * The 3D chunk (three.js, react-three-fiber, shaders), loaded once. Not through React.lazy: a
 * Suspense boundary that has shown its fallback holds the revealed canvas back for up to 300 ms
 * (React's throttle), and the canvas is what the player waits for.
 */
function loadGameCanvas(): Promise<GameCanvasComponent> {
  canvasLoad ??= import('../scene/GameCanvas').then((module) => (loadedCanvas = module.default));
  return canvasLoad;
}

// Only when graphics are on; then the chunk and the WebGL probe start as soon as the game page's
// code runs, alongside the page's own data, not after its first render.
if (wantsWebgl(useGraphicsStore.getState().mode, thisDevice)) {
  loadGameCanvas().catch(() => undefined); // the layer reports a failed load
  void probeWebgl();
}

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
  const [GameCanvas, setGameCanvas] = useState<GameCanvasComponent | null>(() => loadedCanvas);
  const [loadError, setLoadError] = useState<unknown>(null);
  const wanted = wantsWebgl(mode, thisDevice);
  const plan = useMemo(() => (!wanted || probe ? graphicsPlan(mode, () => probe as WebglProbe, thisDevice) : null), [mode, probe, wanted]);

  // The probe runs in a worker (webglSupport), so the page goes on loading while the GPU wakes.
  useEffect(() => {
    if (!wanted || probe) return;
    let cancelled = false;
    loadGameCanvas().catch(() => undefined); // the effect below reports a failed load
    void probeWebgl().then((answer) => !cancelled && setProbe(answer));
    return () => {
      cancelled = true;
    };
  }, [wanted, probe]);

  const wantsCanvas = plan?.canvas === true;
  useEffect(() => {
    if (!wantsCanvas || GameCanvas) return;
    let cancelled = false;
    loadGameCanvas().then(
      (component) => !cancelled && setGameCanvas(() => component),
      (error: unknown) => !cancelled && setLoadError(error ?? new Error('the 3D view failed to load')),
    );
    return () => {
      cancelled = true;
    };
  }, [wantsCanvas, GameCanvas]);

  // High and Low pin the quality tier; Auto hands it back to adaptive quality.
  useEffect(() => {
    useSceneStore.getState().pinTier(pinnedTierFor(mode));
  }, [mode]);

  useHyperspaceClock(plan !== null && !plan.canvas);
  useIdleMotion(plan?.canvas ?? false);

  // As lazy() did: a chunk that failed to load goes to the page's error boundary.
  if (loadError) throw loadError;
  if (!plan || (plan.canvas && !GameCanvas)) return <LoadingScreen label="Charting the galaxy…" />;
  if (plan.canvas && GameCanvas) {
    // Context attributes are fixed at creation: a change of MSAA makes a new canvas.
    return (
      <WebglFailureBoundary onContextFailure={() => setProbe(markWebglUnsupported())}>
        <GameCanvas key={plan.antialias ? 'msaa' : 'plain'} antialias={plan.antialias} />
      </WebglFailureBoundary>
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
