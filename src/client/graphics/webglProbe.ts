import { isSoftwareRenderer } from '../scene/math/quality';

/** What one throw-away WebGL 2 context tells about this browser. */
export interface WebglProbe {
  supported: boolean;
  /** A CPU rasteriser (SwiftShader, llvmpipe): every pixel and every MSAA sample costs CPU time. */
  software: boolean;
}

/** The answer for a browser (or a canvas) that gets no WebGL 2 context. */
export const NO_WEBGL: WebglProbe = Object.freeze({ supported: false, software: false });

/** Reads a throw-away context (or its absence) and releases it: on the page, or in the probe worker. */
export function readWebglProbe(context: WebGL2RenderingContext | null): WebglProbe {
  if (!context) return NO_WEBGL;
  const info = context.getExtension('WEBGL_debug_renderer_info');
  const renderer = info ? String(context.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
  context.getExtension('WEBGL_lose_context')?.loseContext();
  return { supported: true, software: isSoftwareRenderer(renderer) };
}
