import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import type { PerspectiveCamera } from 'three';
import { useSceneStore } from '../sceneStore';
import type { Bounds } from '../math/fitToView';
import { keyboardPanStep } from '../math/mapNavigation';
import { CAMERA_FOV } from '../sceneConstants';
import { hudInsets, leftPanel } from './hudInsets';
import { MapNavigator } from './mapNavigator';
import { useMapInput } from './useMapInput';
import { setLens } from '../cameraLens';

/** Shared with the test hook, which projects systems to screen points through the same camera. */
export const galaxyNavigator = new MapNavigator();

/**
 * The top-down galaxy camera: fits the systems when the galaxy or the screen changes, eases
 * towards the target view each frame, and applies held pan keys. All transient.
 */
export function GalaxyControls({ bounds }: { bounds: Bounds | null }) {
  const camera = useThree((state) => state.camera) as PerspectiveCamera;
  const element = useThree((state) => state.gl.domElement);
  const width = useThree((state) => state.size.width);
  const height = useThree((state) => state.size.height);
  const navigator = useMemo(() => galaxyNavigator, []);
  useMapInput(element, navigator);

  // A new galaxy or a resized screen: frame everything at once, without easing, clear of the HUD.
  useLayoutEffect(() => {
    const view = navigator.fit(bounds, width / Math.max(1, height), useSceneStore.getState().tuning.fitScale, hudInsets(element));
    camera.rotation.set(0, 0, 0);
    camera.position.set(view.x, view.y, view.distance);
    setLens(camera, { fov: CAMERA_FOV, near: 1, far: 8000 });
  }, [bounds, width, height, camera, navigator, element]);

  // The mission column fills in after the map has drawn: an untouched map is fitted again beside it.
  useEffect(() => {
    const panel = leftPanel();
    if (!panel || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (navigator.isFitted()) navigator.fit(navigator.bounds, width / Math.max(1, height), useSceneStore.getState().tuning.fitScale, hudInsets(element));
    });
    observer.observe(panel);
    return () => observer.disconnect();
  }, [navigator, width, height, element]);

  // The Fit button: ease to the fitted view.
  useEffect(
    () =>
      useSceneStore.subscribe((state, previous) => {
        if (state.fitRequest !== previous.fitRequest) navigator.fit(navigator.bounds, width / Math.max(1, height), state.tuning.fitScale, hudInsets(element));
      }),
    [navigator, width, height, element],
  );

  useFrame((_, delta) => {
    const { pan, view } = navigator;
    if (pan.x !== 0 || pan.y !== 0) {
      const step = keyboardPanStep(view.distance, useSceneStore.getState().tuning.panSpeed, delta, CAMERA_FOV);
      const length = Math.hypot(pan.x, pan.y);
      navigator.nudge((pan.x / length) * step, (pan.y / length) * step);
    }
    // Exponential easing: frame-rate independent, settles in about a third of a second.
    const k = 1 - Math.exp(-delta * 12);
    const p = camera.position;
    p.x += (view.x - p.x) * k;
    p.y += (view.y - p.y) * k;
    p.z += (view.distance - p.z) * k;
  });

  return null;
}
