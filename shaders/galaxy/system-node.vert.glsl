// Star systems: one quad each, all merged into one geometry, coloured and sized by danger.
uniform float uSelected;
uniform float uCurrent;
uniform float uHovered;
uniform float uTime;
/** The canvas's height in CSS pixels, and the widest a star's quad may be drawn, in the same pixels. */
uniform float uViewportHeight;
uniform float uMaxQuadPixels;

attribute vec3 aColor;
attribute float aCopy;
/** The system's position: the quad's corners are drawn about it. */
attribute vec2 aCenter;

varying vec2 vUv;
varying vec3 vColor;
varying float vSelected;
varying float vCurrent;
varying float vHovered;
varying float vPulse;

void main() {
  vUv = uv * 2.0 - 1.0;
  vColor = aColor;
  // System indices compared in the shader: changing the selection is one uniform write.
  vSelected = 1.0 - step(0.5, abs(aCopy - uSelected));
  vCurrent = 1.0 - step(0.5, abs(aCopy - uCurrent));
  vHovered = 1.0 - step(0.5, abs(aCopy - uHovered));
  // The current system's ring breathes: the same for every pixel, so worked out here.
  vPulse = 0.5 + 0.5 * sin(uTime * 2.4);
  // Zoomed in close, a star would grow into a disc that covers its own name: its quad is held to
  // uMaxQuadPixels on screen (a corner lies size / sqrt(2) from the centre), shrunk about its centre.
  vec4 center = modelViewMatrix * vec4(aCenter, 0.0, 1.0);
  vec3 corner = position - vec3(aCenter, 0.0);
  float quadUnits = length(corner) * 1.41421356;
  float pixelsPerUnit = projectionMatrix[1][1] * 0.5 * uViewportHeight / max(-center.z, 1e-3);
  float shrink = min(1.0, uMaxQuadPixels / max(quadUnits * pixelsPerUnit, 1e-3));
  vec4 viewPosition = center + vec4(mat3(modelViewMatrix) * corner * shrink, 0.0);
  gl_Position = projectionMatrix * viewPosition;
}
