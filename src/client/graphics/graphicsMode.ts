import type { GraphicsMode } from '../stores/graphicsStore';
import type { QualityTier } from '../scene/math/quality';
import type { WebglProbe } from './webglProbe';

/** What the game page draws: the 3D canvas (with or without MSAA), or the still backdrop (and why). */
export interface GraphicsPlan {
  canvas: boolean;
  /** Multisampled edges: on GPUs, and on a software renderer only when the player asks for High. */
  antialias: boolean;
  /** True when the player wanted 3D but the browser cannot draw WebGL. */
  unsupported: boolean;
}

/** The plan for a setting; WebGL is only probed when the setting wants 3D. */
export function graphicsPlan(mode: GraphicsMode, probe: () => WebglProbe): GraphicsPlan {
  if (mode === 'off') return { canvas: false, antialias: false, unsupported: false };
  const { supported, software } = probe();
  // 4× MSAA multiplies a CPU rasteriser's cost of every pixel drawn; Auto and Low go without it there.
  return { canvas: supported, antialias: supported && (!software || mode === 'high'), unsupported: !supported };
}

/** The tier a setting pins; Auto pins none, so adaptive quality decides. */
export function pinnedTierFor(mode: GraphicsMode): QualityTier | null {
  if (mode === 'high') return 'high';
  if (mode === 'low') return 'low';
  return null;
}
