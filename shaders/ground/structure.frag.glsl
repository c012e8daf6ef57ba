varying vec3 vLocal;
varying vec3 vBase;
varying vec3 vWindow;
varying vec3 vBeacon;
varying float vSeed;
varying float vHeight;

void main() {
  // Lit windows, some rooms dark.
  vec2 grid = vec2((vLocal.x + vLocal.z) * 6.0, vHeight * 0.9);
  vec2 cell = fract(grid);
  vec2 inside = step(vec2(0.3, 0.35), cell) * step(cell, vec2(0.75));
  // Which rooms are lit: a hash of the window cell without sin (the software renderer's dear part).
  vec2 h = fract(floor(grid) * vec2(0.1031, 0.1030) + vSeed * 7.31);
  h += dot(h, h.yx + 33.33);
  float on = step(0.45, fract((h.x + h.y) * h.x));
  vec3 color = vBase + vWindow * (inside.x * inside.y * on);
  // The roof's beacon, at its centre.
  color += vBeacon * smoothstep(0.04, 0.0, dot(vLocal.xz, vLocal.xz));
  gl_FragColor = vec4(color, 1.0);
}
