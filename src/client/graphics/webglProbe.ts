import { isSoftwareRenderer } from '../scene/math/quality';

/** What one throw-away WebGL 2 context tells about this browser. */
export interface WebglProbe {
  supported: boolean;
  /** A CPU rasteriser (SwiftShader, llvmpipe): every pixel and every MSAA sample costs CPU time. */
  software: boolean;
}

/** Reads a throw-away context (or its absence) and releases it: on the page, or in the probe worker. */
export function readWebglProbe(context: WebGL2RenderingContext | null): WebglProbe {
  const info = context?.getExtension('WEBGL_debug_renderer_info');
  const renderer = context && info ? String(context.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
  context?.getExtension('WEBGL_lose_context')?.loseContext();
  return { supported: context !== null, software: isSoftwareRenderer(renderer) };
}
