// The landing pad, filling the land's hole at the centre: the flat ground's colour, darkened under
// a holographic grid that pulses outwards from the place, fading into the plain ground at its edge.
// No branches and no trigonometry: the ripple is a smoothed triangle wave.
uniform vec3 uGround;
uniform vec3 uFog;
uniform vec3 uGrid;
uniform float uPadRadius;
uniform float uTime;

varying vec2 vGround;
varying float vFog;

void main() {
  float r = length(vGround);
  float pad = 1.0 - smoothstep(uPadRadius * 0.9, uPadRadius, r);
  vec2 cell = abs(fract(vGround / 6.0) - 0.5);
  float lines = smoothstep(0.46, 0.5, max(cell.x, cell.y));
  // 0.5 + 0.5 * sin(r * 0.35 - uTime * 2.0), near enough.
  float t = abs(fract((r * 0.35 - uTime * 2.0) * 0.15915494) * 2.0 - 1.0);
  float ripple = t * t * (3.0 - 2.0 * t);
  float rim = 1.0 - smoothstep(0.0, 1.2, abs(r - uPadRadius * 0.95));
  vec3 color = mix(uGround, uGround * 0.35 + vec3(0.02, 0.05, 0.09), pad);
  color += uGrid * (lines * pad * (0.35 + 0.4 * ripple) + rim * 0.8);
  gl_FragColor = vec4(mix(color, uFog, vFog), 1.0);
}
