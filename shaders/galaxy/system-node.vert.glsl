// Star systems: one quad each, all merged into one geometry, coloured and sized by danger.
uniform float uSelected;
uniform float uCurrent;
uniform float uHovered;
uniform float uTime;

attribute vec3 aColor;
attribute float aCopy;

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
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
}
