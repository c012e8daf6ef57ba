// Settlement towers: boxes merged into one geometry; the window pattern comes from world height and side.
// Each face is flat, so its light, whether it is a wall or a roof, the tower's window flicker and
// beacon pulse, and where its window cells lie are worked out per vertex: the pixels only lay out
// the windows. A roof is one cell whose window, always lit, is the beacon at its centre. Few
// varyings: a software renderer interpolates each for every pixel.
uniform float uTime;
uniform vec3 uSunDir;
uniform vec3 uAccent;

attribute vec3 aLocal;
attribute float aCopy;

varying vec2 vGrid;
varying float vLight;
varying vec3 vWindow;
varying float vSeed;

void main() {
  vec3 n = normalize(mat3(modelMatrix) * normal);
  float seed = fract(sin(aCopy * 12.9898) * 43758.5453);
  vec4 world = modelMatrix * vec4(position, 1.0);
  vLight = 0.18 + 0.6 * max(0.0, dot(n, uSunDir));
  float roof = step(0.5, n.y);
  // Walls: a window every sixth of the side across, about one a unit up, flickering per tower.
  // Roofs: the window cell's lit rectangle lands on the roof's centre, the beacon pulsing there.
  vGrid = mix(vec2((aLocal.x + aLocal.z) * 6.0, world.y * 0.9), aLocal.xz + vec2(0.525, 0.55), roof);
  vWindow = mix(
    uAccent * (0.7 + 0.3 * sin(uTime * 3.0 + seed * 40.0)),
    vec3(1.0, 0.35, 0.4) * (0.5 + 0.5 * sin(uTime * 4.0 + seed * 10.0)),
    roof
  );
  // Which rooms are lit is offset per tower; a roof's one window (cell 0, 0) always is.
  vSeed = mix(seed * 7.31, 0.5, roof);
  gl_Position = projectionMatrix * viewMatrix * world;
}
