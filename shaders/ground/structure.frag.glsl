varying vec2 vGrid;
varying float vLight;
varying vec3 vWindow;
varying float vSeed;

void main() {
  vec2 cell = fract(vGrid);
  vec2 room = vGrid - cell;
  // The window: x in 0.3..0.75 and y in 0.35..0.75 of its cell.
  vec2 inside = step(abs(cell - vec2(0.525, 0.55)), vec2(0.225, 0.2));
  // Which rooms are lit: the plastic-number sequence over the window cells, offset per tower
  // (scattered evenly without looking regular, in two multiply-adds).
  float on = step(0.45, fract(dot(room, vec2(0.7548777, 0.5698403)) + vSeed));
  gl_FragColor = vec4(vec3(0.16, 0.2, 0.28) * vLight + vWindow * (inside.x * inside.y * on), 1.0);
}
