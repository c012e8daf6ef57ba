uniform vec3 uSunDir;
uniform vec3 uAccent;
uniform vec3 uFog;

varying vec3 vLocal;
varying vec3 vNormal;
varying float vSeed;
varying float vHeight;
varying float vFlicker;
varying float vBeacon;

void main() {
  vec3 n = normalize(vNormal);
  float light = 0.18 + 0.6 * max(0.0, dot(n, uSunDir));
  vec3 color = vec3(0.08, 0.1, 0.14) * light * 2.0;
  // Lit windows on the walls (not the roofs), some rooms dark, a few flickering.
  float wall = 1.0 - step(0.5, abs(n.y));
  vec2 grid = vec2((vLocal.x + vLocal.z) * 6.0, vHeight * 0.9);
  vec2 cell = fract(grid);
  float window = step(0.3, cell.x) * step(cell.x, 0.75) * step(0.35, cell.y) * step(cell.y, 0.75);
  // Which rooms are lit: a hash of the window cell without sin (the software renderer's dear part).
  vec2 h = fract(floor(grid) * vec2(0.1031, 0.1030) + vSeed * 7.31);
  h += dot(h, h.yx + 33.33);
  float on = step(0.45, fract((h.x + h.y) * h.x));
  color += uAccent * window * on * wall * vFlicker;
  // A beacon on each roof.
  float roof = step(0.5, n.y) * smoothstep(0.2, 0.0, length(vLocal.xz));
  color += vec3(1.0, 0.35, 0.4) * roof * vBeacon;
  gl_FragColor = vec4(color, 1.0);
}
