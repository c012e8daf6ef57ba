import type { GraphicsMode } from '../stores/graphicsStore';
import type { QualityTier } from '../scene/math/quality';
import type { HandheldClass } from '../scene/quality/handheldDevice';
import type { WebglProbe } from './webglProbe';

/** What the game page draws: the 3D canvas (with or without MSAA), or the still backdrop (and why). */
export interface GraphicsPlan {
  canvas: boolean;
  /** Multisampled edges: on GPUs, and on a software renderer only when the player asks for High. */
  antialias: boolean;
  /** True when the player wanted 3D but the browser cannot draw WebGL. */
  unsupported: boolean;
}

const DESKTOP: HandheldClass = { handheld: false, weak: false };

/** Whether a setting draws 3D on this device: Off never, Auto not on a weak phone or tablet (the still galaxy). */
export function wantsWebgl(mode: GraphicsMode, device: HandheldClass = DESKTOP): boolean {
  return mode !== 'off' && !(mode === 'auto' && device.weak);
}

/** The plan for a setting; WebGL is only probed when the setting wants 3D. */
export function graphicsPlan(mode: GraphicsMode, probe: () => WebglProbe, device: HandheldClass = DESKTOP): GraphicsPlan {
  if (!wantsWebgl(mode, device)) return { canvas: false, antialias: false, unsupported: false };
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
