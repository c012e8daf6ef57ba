let supported: boolean | null = null;

/**
 * Whether this browser can draw WebGL 2 (what three.js needs). Asked once, and only when the
 * player's setting wants 3D: the probe context is released straight away.
 */
export function webglSupported(): boolean {
  if (supported !== null) return supported;
  try {
    const context = document.createElement('canvas').getContext('webgl2');
    supported = context !== null;
    context?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    supported = false;
  }
  return supported;
}
