// A soft radial glow on a disc (the light at the tunnel's end, a fighter's halo), with a white
// flash. Gaussian-like falloffs as powers by repeated squaring: no exp or sqrt a pixel.
uniform vec3 uColor;
uniform float uGlow;
uniform float uFlash;

varying vec2 vUv;
varying float vPulse;

void main() {
  vec2 c = vUv * 2.0 - 1.0;
  float r2 = dot(c, c);
  // (1 - 0.6 r²)^10 ≈ exp(-6 r²); (1 - 0.3 r²)^5 ≈ exp(-1.5 r²).
  float g = max(0.0, 1.0 - 0.6 * r2);
  float g2 = g * g;
  float g8 = g2 * g2;
  g8 *= g8;
  float f = max(0.0, 1.0 - 0.3 * r2);
  float f2 = f * f;
  float glow = g8 * g2 * vPulse * uGlow;
  float flash = f2 * f2 * f * uFlash;
  vec3 color = uColor * glow + vec3(1.0) * flash;
  gl_FragColor = vec4(color, clamp(glow + flash, 0.0, 1.0) * (1.0 - smoothstep(0.64, 1.0, r2)));
}
