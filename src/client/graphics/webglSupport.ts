import { isSoftwareRenderer } from '../scene/math/quality';

/** What one throw-away WebGL 2 context tells about this browser. */
export interface WebglProbe {
  supported: boolean;
  /** A CPU rasteriser (SwiftShader, llvmpipe): every pixel and every MSAA sample costs CPU time. */
  software: boolean;
}

let probe: WebglProbe | null = null;

/** The probe's answer if it has been asked already this page, else null. */
export function knownWebglProbe(): WebglProbe | null {
  return probe;
}

/**
 * Whether this browser can draw WebGL 2 (what three.js needs), and with what. Asked once, and
 * only when the player's setting wants 3D: the probe context is released straight away.
 */
export function probeWebgl(): WebglProbe {
  if (probe) return probe;
  try {
    const context = document.createElement('canvas').getContext('webgl2');
    const info = context?.getExtension('WEBGL_debug_renderer_info');
    const renderer = context && info ? String(context.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
    probe = { supported: context !== null, software: isSoftwareRenderer(renderer) };
    context?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    probe = { supported: false, software: false };
  }
  return probe;
}
