uniform vec3 uLow;
uniform vec3 uHigh;
uniform vec3 uPeak;
uniform vec3 uFog;
uniform vec3 uSunDir;
uniform vec3 uGrid;
uniform float uPadRadius;
uniform float uTime;

varying vec3 vWorld;
varying vec3 vNormal;
varying float vHeight;

void main() {
  vec3 n = normalize(vNormal);
  float slope = 1.0 - n.y;
  vec3 base = mix(uLow, uHigh, smoothstep(0.05, 0.5, vHeight));
  base = mix(base, uPeak, smoothstep(0.55, 0.85, vHeight) * (1.0 - smoothstep(0.25, 0.5, slope)));
  base *= 1.0 - slope * 0.6;
  float light = 0.25 + 0.85 * max(0.0, dot(n, uSunDir));
  vec3 color = base * light;

  // The landing pad: a holographic grid that pulses outwards from the place.
  float r = length(vWorld.xz);
  float pad = 1.0 - smoothstep(uPadRadius * 0.9, uPadRadius, r);
  vec2 cell = abs(fract(vWorld.xz / 6.0) - 0.5);
  float lines = smoothstep(0.46, 0.5, max(cell.x, cell.y));
  float ripple = 0.5 + 0.5 * sin(r * 0.35 - uTime * 2.0);
  float rim = smoothstep(1.2, 0.0, abs(r - uPadRadius * 0.95));
  color = mix(color, color * 0.35 + vec3(0.02, 0.05, 0.09), pad);
  color += uGrid * (lines * pad * (0.35 + 0.4 * ripple) + rim * 0.8);

  float distance = length(vWorld - cameraPosition);
  float fog = 1.0 - exp(-distance * 0.0042);
  gl_FragColor = vec4(mix(color, uFog, clamp(fog, 0.0, 1.0)), 1.0);
}
