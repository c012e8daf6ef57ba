import { useFrame } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import { Vector3, type PerspectiveCamera } from 'three';
import { useSceneStore } from '../sceneStore';
import type { GalaxyLayout } from '../math/galaxyLayout';
import { showsAllNames, typicalSpacing } from '../math/labelDensity';
import { mapLabelLayer } from './mapLabelLayer';

/** Labels this far outside the canvas are hidden rather than moved. */
const OFFSCREEN_MARGIN_PX = 120;

// Scratch, module-scoped: the frame loop allocates nothing.
const point = new Vector3();

interface Placed {
  element: HTMLElement;
  index: number;
  always: boolean;
  x: number;
  y: number;
  shown: boolean;
}

/**
 * Moves the map's HTML name labels (SystemLabels) over their systems: each frame the camera or
 * the canvas has changed, every label is projected and written straight to the DOM, and the
 * names of systems other than the current one and the mission's target show only when zoomed in.
 * Renders nothing and causes no React work.
 */
export function LabelProjector({ layout }: { layout: GalaxyLayout }) {
  const spacing = useMemo(() => typicalSpacing(layout.positions), [layout]);
  // The camera and canvas the labels were last placed for: unchanged, the frame writes nothing.
  const cache = useRef({ version: -1, layout: null as GalaxyLayout | null, labels: [] as Placed[], x: NaN, y: NaN, z: NaN, width: 0, height: 0 });

  useFrame(({ camera, size }) => {
    const container = mapLabelLayer.container;
    if (!container || useSceneStore.getState().kind !== 'galaxy') return;
    const state = cache.current;
    if (state.version !== mapLabelLayer.version || state.layout !== layout) {
      state.version = mapLabelLayer.version;
      state.layout = layout;
      state.x = NaN;
      state.labels = [];
      for (const element of Array.from(container.children) as HTMLElement[]) {
        const index = layout.indexOf.get(Number(element.dataset.system));
        if (index !== undefined) state.labels.push({ element, index, always: element.dataset.kind !== 'other', x: NaN, y: NaN, shown: !element.hidden });
      }
    }
    const { x, y, z } = camera.position;
    if (x === state.x && y === state.y && z === state.z && size.width === state.width && size.height === state.height) return;
    state.x = x;
    state.y = y;
    state.z = z;
    state.width = size.width;
    state.height = size.height;
    // The frame runs before the render that would bring the camera's matrices up to date: without
    // this, a camera that jumped (the fit of a new galaxy) left the labels where it stood before.
    camera.updateMatrixWorld();
    const fov = (camera as PerspectiveCamera).fov ?? 50;
    const allNames = showsAllNames(spacing, z, fov, size.height);
    for (const label of state.labels) {
      point.set(layout.positions[label.index * 2] as number, layout.positions[label.index * 2 + 1] as number, 0).project(camera);
      const px = Math.round(((point.x + 1) / 2) * size.width);
      const py = Math.round(((1 - point.y) / 2) * size.height);
      const onScreen = px > -OFFSCREEN_MARGIN_PX && px < size.width + OFFSCREEN_MARGIN_PX && py > -OFFSCREEN_MARGIN_PX && py < size.height + OFFSCREEN_MARGIN_PX;
      const shown = onScreen && (label.always || allNames);
      if (shown !== label.shown) {
        label.element.hidden = !shown;
        label.shown = shown;
      }
      if (shown && (px !== label.x || py !== label.y)) {
        label.element.style.transform = `translate(${px}px, ${py}px) translateX(-50%)`;
        label.x = px;
        label.y = py;
      }
    }
  });

  return null;
}
