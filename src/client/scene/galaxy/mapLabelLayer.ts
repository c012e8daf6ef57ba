/**
 * The map's name labels as the frame loop sees them: the DOM layer (SystemLabels, outside the
 * canvas) registers its container here after each render and bumps `version`; the projector
 * (inside the canvas) re-reads the labels when the version changes and moves them each frame the
 * camera moves. Plain mutable state, like the navigator: no store update, no React render.
 */
class MapLabelLayer {
  container: HTMLElement | null = null;
  version = 0;

  attach(container: HTMLElement | null): void {
    this.container = container;
    this.version++;
  }
}

export const mapLabelLayer = new MapLabelLayer();
