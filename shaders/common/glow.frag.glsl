// A soft radial glow on a quad (the light at the tunnel's end, a distant sun), with a white flash.
uniform vec3 uColor;
uniform float uGlow;
uniform float uFlash;
uniform float uTime;

varying vec2 vUv;

void main() {
  vec2 c = vUv * 2.0 - 1.0;
  float r2 = dot(c, c);
  float glow = exp(-r2 * 6.0) * (0.9 + 0.1 * sin(uTime * 3.0)) * uGlow;
  float flash = exp(-r2 * 1.5) * uFlash;
  vec3 color = uColor * glow + vec3(1.0) * flash;
  gl_FragColor = vec4(color, clamp(glow + flash, 0.0, 1.0) * (1.0 - smoothstep(0.8, 1.0, sqrt(r2))));
}
