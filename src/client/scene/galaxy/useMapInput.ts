import { useEffect } from 'react';
import { useSceneStore } from '../sceneStore';
import { hudInsets } from './hudInsets';
import type { MapNavigator } from './mapNavigator';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Mouse, touch and keyboard for the galaxy map: drag or one finger pans, wheel or pinch zooms
 * about the pointer, arrows/WASD pan, +/- zoom, F or Home fits, Escape clears the selection.
 * Keys typed into form fields (the datapad) are left alone.
 */
export function useMapInput(element: HTMLElement, navigator: MapNavigator): void {
  useEffect(() => {
    const pointers = new Map<number, { x: number; y: number }>();
    const tuning = () => useSceneStore.getState().tuning;
    const ndc = (clientX: number, clientY: number) => {
      const rect = element.getBoundingClientRect();
      return { x: ((clientX - rect.left) / rect.width) * 2 - 1, y: -(((clientY - rect.top) / rect.height) * 2 - 1), aspect: rect.width / Math.max(1, rect.height), height: rect.height };
    };
    const pinch = () => {
      const [a, b] = [...pointers.values()];
      if (!a || !b) return null;
      return { distance: Math.hypot(a.x - b.x, a.y - b.y), x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    };

    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const scale = event.deltaMode === 1 ? 33 : event.deltaMode === 2 ? element.clientHeight : 1;
      const p = ndc(event.clientX, event.clientY);
      navigator.wheel(event.deltaY * scale, tuning().zoomSensitivity, p.x, p.y, p.aspect);
    };
    const onPointerDown = (event: PointerEvent) => {
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    };
    const onPointerMove = (event: PointerEvent) => {
      const previous = pointers.get(event.pointerId);
      if (!previous) return;
      const before = pinch();
      const dx = event.clientX - previous.x;
      const dy = event.clientY - previous.y;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const height = element.clientHeight;
      if (pointers.size === 1) {
        navigator.drag(dx, dy, height);
        return;
      }
      const after = pinch();
      if (!before || !after || after.distance === 0) return;
      const p = ndc(after.x, after.y);
      navigator.zoom(before.distance / after.distance, p.x, p.y, p.aspect);
      navigator.drag(after.x - before.x, after.y - before.y, height);
    };
    const onPointerUp = (event: PointerEvent) => {
      pointers.delete(event.pointerId);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (isEditable(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      const rect = element.getBoundingClientRect();
      const aspect = rect.width / Math.max(1, rect.height);
      if (navigator.setKey(event.key, true)) {
        event.preventDefault();
        return;
      }
      const { zoomSensitivity, fitScale } = tuning();
      if (event.key === '+' || event.key === '=') navigator.zoom(1 - zoomSensitivity, 0, 0, aspect);
      else if (event.key === '-' || event.key === '_') navigator.zoom(1 / (1 - zoomSensitivity), 0, 0, aspect);
      else if (event.key === 'f' || event.key === 'F' || event.key === 'Home') navigator.fit(navigator.bounds, aspect, fitScale, hudInsets(element));
      else if (event.key === 'Escape') useSceneStore.getState().selectSystem(null);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      navigator.setKey(event.key, false);
    };
    const onBlur = () => navigator.releaseKeys();

    element.addEventListener('wheel', onWheel, { passive: false });
    element.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onPointerUp);
    window.addEventListener('pointercancel', onPointerUp);
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', onBlur);
    return () => {
      element.removeEventListener('wheel', onWheel);
      element.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onPointerUp);
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', onBlur);
      navigator.releaseKeys();
    };
  }, [element, navigator]);
}
