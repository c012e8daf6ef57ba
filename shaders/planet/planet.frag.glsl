// The planet, lit: its surface, clouds and night lights were baked into one texture once
// (planet-bake.frag.glsl), so a frame costs one texture read a pixel instead of noise; the light
// comes from the vertices.
uniform sampler2D uSurface;
// The night glow's colour (city lights or lava).
uniform vec3 uGlowColor;

varying vec2 vUv;
varying float vFacing;
varying vec3 vLight;
varying vec3 vHaze;

void main() {
  vec4 surface = texture2D(uSurface, vUv);
  float water = max(0.0, surface.a * 2.0 - 1.0);
  float glow = max(0.0, 1.0 - surface.a * 2.0);
  vec3 color = surface.rgb * vLight.x + uGlowColor * (glow * vLight.y) + vHaze;
  // Sun glint on water, x^64 by repeated squaring: no pow a pixel.
  float glint = max(0.0, vFacing);
  glint *= glint; glint *= glint; glint *= glint; glint *= glint; glint *= glint; glint *= glint;
  color += vec3(1.0, 0.95, 0.85) * (glint * water * vLight.z);
  gl_FragColor = vec4(color, 1.0);
}
