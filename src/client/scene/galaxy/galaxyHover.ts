/** The system under the pointer and where the pointer is, in client pixels. */
export interface GalaxyHover {
  id: number;
  clientX: number;
  clientY: number;
}

type HoverListener = (hover: GalaxyHover | null) => void;

/**
 * Hover over the galaxy map as transient frame state, like the navigator's pan and zoom: pointer
 * moves write it here, never through a store's `set()`, and the one reader (the DOM label) is
 * told directly. A pointer sweeping the map costs no store update and no React render.
 */
class GalaxyHoverState {
  current: GalaxyHover | null = null;
  private listener: HoverListener | null = null;

  set(hover: GalaxyHover | null): void {
    if (hover === null && this.current === null) return;
    this.current = hover;
    this.listener?.(hover);
  }

  /** One reader at a time (the label); returns the unsubscribe. */
  listen(listener: HoverListener): () => void {
    this.listener = listener;
    return () => {
      if (this.listener === listener) this.listener = null;
    };
  }
}

export const galaxyHover = new GalaxyHoverState();
