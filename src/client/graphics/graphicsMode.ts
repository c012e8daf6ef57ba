import type { GraphicsMode } from '../stores/graphicsStore';
import type { QualityTier } from '../scene/math/quality';

/** What the game page draws: the 3D canvas, or the still backdrop (and why). */
export interface GraphicsPlan {
  canvas: boolean;
  /** True when the player wanted 3D but the browser cannot draw WebGL. */
  unsupported: boolean;
}

/** The plan for a setting; WebGL support is only asked for when the setting wants 3D. */
export function graphicsPlan(mode: GraphicsMode, webglSupported: () => boolean): GraphicsPlan {
  if (mode === 'off') return { canvas: false, unsupported: false };
  const ok = webglSupported();
  return { canvas: ok, unsupported: !ok };
}

/** The tier a setting pins; Auto pins none, so adaptive quality decides. */
export function pinnedTierFor(mode: GraphicsMode): QualityTier | null {
  if (mode === 'high') return 'high';
  if (mode === 'low') return 'low';
  return null;
}
