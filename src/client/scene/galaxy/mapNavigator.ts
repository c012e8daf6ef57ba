import { CAMERA_FOV } from '../sceneConstants';
import { fitToView, NO_INSETS, type Bounds, type MapView, type ScreenInsets } from '../math/fitToView';
import { clampCentre, dragPan, wheelZoomFactor, zoomAt, ZOOM_LIMITS } from '../math/mapNavigation';

/** Keyboard directions: arrows and WASD pan (x right, y up). */
const PAN_KEYS: Record<string, readonly [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
  a: [-1, 0],
  d: [1, 0],
  w: [0, 1],
  s: [0, -1],
};

/**
 * The galaxy camera's target view and the input that moves it. Plain mutable state: input
 * handlers write it, the frame loop eases the camera towards it; React never sees it.
 */
export class MapNavigator {
  view: MapView = { x: 0, y: 0, distance: 400 };
  fitted: MapView = { x: 0, y: 0, distance: 400 };
  bounds: Bounds | null = null;
  /** Keyboard pan direction, from the keys held down. */
  readonly pan = { x: 0, y: 0 };
  private readonly held = new Set<string>();

  /** Frames the systems at `fill` of the screen (seed 001 §9: 90 %), or of the part the HUD's panels leave free. */
  fit(bounds: Bounds | null, aspect: number, fill: number, insets: ScreenInsets = NO_INSETS): MapView {
    this.bounds = bounds;
    this.fitted = bounds ? fitToView(bounds, aspect, CAMERA_FOV, fill, 40, insets) : { x: 250, y: -250, distance: 700 };
    this.view = { ...this.fitted };
    return this.view;
  }

  /** Zooms by `factor` (> 1 zooms out) about a pointer at normalised device coordinates. */
  zoom(factor: number, ndcX: number, ndcY: number, aspect: number): void {
    const { fitted } = this;
    this.view = zoomAt(this.view, factor, ndcX, ndcY, CAMERA_FOV, aspect, fitted.distance * ZOOM_LIMITS.closest, fitted.distance * ZOOM_LIMITS.farthest);
    this.clamp();
  }

  /** True while the player has not moved the map since the last fit. */
  isFitted(): boolean {
    return this.view.x === this.fitted.x && this.view.y === this.fitted.y && this.view.distance === this.fitted.distance;
  }

  wheel(deltaY: number, sensitivity: number, ndcX: number, ndcY: number, aspect: number): void {
    this.zoom(wheelZoomFactor(deltaY, sensitivity), ndcX, ndcY, aspect);
  }

  drag(dxPx: number, dyPx: number, viewportHeightPx: number): void {
    this.view = dragPan(this.view, dxPx, dyPx, viewportHeightPx, CAMERA_FOV);
    this.clamp();
  }

  /** Moves the view by a world offset (keyboard pan); mutates in place, for the frame loop. */
  nudge(dx: number, dy: number): void {
    this.view.x += dx;
    this.view.y += dy;
    if (this.bounds) {
      const margin = this.margin();
      this.view.x = Math.min(this.bounds.maxX + margin, Math.max(this.bounds.minX - margin, this.view.x));
      this.view.y = Math.min(this.bounds.maxY + margin, Math.max(this.bounds.minY - margin, this.view.y));
    }
  }

  /** Tracks a pan key; returns false for keys that aren't pan keys. */
  setKey(key: string, down: boolean): boolean {
    const k = key.length === 1 ? key.toLowerCase() : key;
    const direction = PAN_KEYS[k];
    if (!direction) return false;
    if (down) this.held.add(k);
    else this.held.delete(k);
    this.pan.x = 0;
    this.pan.y = 0;
    for (const held of this.held) {
      const [x, y] = PAN_KEYS[held] as readonly [number, number];
      this.pan.x += x;
      this.pan.y += y;
    }
    return true;
  }

  releaseKeys(): void {
    this.held.clear();
    this.pan.x = 0;
    this.pan.y = 0;
  }

  private margin(): number {
    if (!this.bounds) return 0;
    return Math.max(this.bounds.maxX - this.bounds.minX, this.bounds.maxY - this.bounds.minY) * 0.5 + 40;
  }

  private clamp(): void {
    if (this.bounds) this.view = clampCentre(this.view, this.bounds, this.margin());
  }
}
