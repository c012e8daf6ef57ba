import { Canvas } from '@react-three/fiber';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useSceneStore } from './sceneStore';
import { currentDebugFlags } from './debug/debugMode';
import { FrameProbe } from './debug/FrameProbe';
import { SceneHook } from './debug/SceneHook';
import { Effects } from './effects/Effects';
import { HoverLabel } from './galaxy/HoverLabel';
import { SystemLabels } from './galaxy/SystemLabels';
import { AdaptiveQuality } from './quality/AdaptiveQuality';
import { CAMERA_FOV } from './sceneConstants';
import { clearSceneReady, setReadyTarget } from './sceneReady';
import { SceneSwitch } from './SceneSwitch';
import './scene.css';

// Debug-only chunk: players never download leva.
const DebugPanel = lazy(() => import('./debug/DebugPanel'));

// alpha: scenes that leave space empty let the CSS nebula backdrop show through.
const GL_OPTIONS = { alpha: true, stencil: false, powerPreference: 'high-performance' } as const;
// The canvas fills the screen and never scrolls: its size is measured as soon as the observer
// reports it (the default waits 50 ms more, for scrolling), so the renderer starts a moment sooner.
const RESIZE = { scroll: false, debounce: 0 } as const;
const CAMERA = { fov: CAMERA_FOV, near: 1, far: 8000, position: [250, -250, 700] as [number, number, number] };

/**
 * The one persistent canvas of the game shell. The scene inside follows the store's `kind`;
 * the container carries `data-scene` and `data-scene-ready` for CSS, overlays and tests.
 * This module and everything under it is the lazily loaded 3D chunk.
 */
export default function GameCanvas({ antialias = true }: { antialias?: boolean }) {
  const container = useRef<HTMLDivElement>(null);
  const flags = useMemo(currentDebugFlags, []);
  const gl = useMemo(() => ({ ...GL_OPTIONS, antialias }), [antialias]);

  // Scene changes reach the DOM by subscription, not by re-rendering this component.
  useEffect(() => {
    const element = container.current;
    setReadyTarget(element);
    if (element) element.dataset.scene = useSceneStore.getState().kind;
    const stop = useSceneStore.subscribe((state, previous) => {
      if (state.kind === previous.kind || !element) return;
      clearSceneReady();
      element.dataset.scene = state.kind;
    });
    return () => {
      stop();
      setReadyTarget(null);
    };
  }, []);

  return (
    <div ref={container} className="scene-canvas" data-scene="galaxy">
      {/* flat + linear: the shaders write display colours directly, with or without bloom. */}
      <Canvas
        flat
        linear
        gl={gl}
        resize={RESIZE}
        dpr={Math.min(2, window.devicePixelRatio || 1)}
        camera={CAMERA}
        onCreated={({ gl }) => gl.setClearColor('#02040b', 0)}
        role="img"
        aria-label="Starlane 3D view"
      >
        <AdaptiveQuality />
        <FrameProbe />
        {flags.hook && <SceneHook />}
        <SceneSwitch />
        <Effects />
      </Canvas>
      <SystemLabels />
      <HoverLabel />
      {flags.panel && (
        <Suspense fallback={null}>
          <DebugPanel />
        </Suspense>
      )}
    </div>
  );
}
