// A soft radial glow on a ringed disc (the light at the tunnel's end, a fighter's halo), with a
// white flash. The falloff depends on the distance from the centre alone, so it is worked out at
// the rings' vertices and interpolated: each pixel only passes its colour on. Without a flash the
// disc shrinks to the glow's own reach (three quarters of the radius), as pixels that add nothing
// still cost a software renderer.
uniform vec3 uColor;
uniform float uGlow;
uniform float uFlash;
uniform float uTime;

varying vec4 vColor;

void main() {
  float extent = mix(0.75, 1.0, step(0.001, uFlash));
  vec2 c = (uv * 2.0 - 1.0) * extent;
  float r2 = dot(c, c);
  float glow = exp(-6.0 * r2) * (0.9 + 0.1 * sin(uTime * 3.0)) * uGlow;
  float flash = exp(-1.5 * r2) * uFlash;
  float edge = 1.0 - smoothstep(0.64 * extent * extent, extent * extent, r2);
  vColor = vec4(uColor * glow + vec3(flash), clamp(glow + flash, 0.0, 1.0) * edge);
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position * extent, 1.0);
}
