// The landing pad's holographic grid: thin strips added over the pad (`math/padGrid.ts`). Their
// light, fading out with the pad's edge, pulsing outwards and fogged as the land is, is worked
// out per vertex; each pixel only passes its colour on.
uniform vec3 uLight;
uniform float uPadRadius;
uniform float uTime;

// 1 on a line's centre, 0 at its edges.
attribute float aLine;

varying vec4 vColor;

void main() {
  vec4 world = modelMatrix * vec4(position, 1.0);
  float r = length(world.xz);
  float pad = 1.0 - smoothstep(uPadRadius * 0.9, uPadRadius, r);
  float ripple = 0.5 + 0.5 * sin(r * 0.35 - uTime * 2.0);
  float clear = exp(-length(world.xyz - cameraPosition) * 0.0042);
  vColor = vec4(uLight * (aLine * pad * (0.35 + 0.4 * ripple) * clear), 1.0);
  gl_Position = projectionMatrix * viewMatrix * world;
}
