// Settlement towers: boxes merged into one geometry; the window pattern comes from world height and side.
// Each face is flat, so its light, whether it is a wall or a roof, and the tower's window flicker
// and beacon pulse are worked out per vertex: the pixels only lay out the windows.
uniform float uTime;
uniform vec3 uSunDir;
uniform vec3 uAccent;

attribute vec3 aLocal;
attribute float aCopy;

varying vec3 vLocal;
varying vec3 vBase;
varying vec3 vWindow;
varying vec3 vBeacon;
varying float vSeed;
varying float vHeight;

void main() {
  vLocal = aLocal;
  vec3 n = normalize(mat3(modelMatrix) * normal);
  vSeed = fract(sin(aCopy * 12.9898) * 43758.5453);
  vec4 world = modelMatrix * vec4(position, 1.0);
  vHeight = world.y;
  float light = 0.18 + 0.6 * max(0.0, dot(n, uSunDir));
  vBase = vec3(0.08, 0.1, 0.14) * light * 2.0;
  // Lit windows on the walls (not the roofs), flickering per tower; a beacon on each roof.
  float wall = 1.0 - step(0.5, abs(n.y));
  vWindow = uAccent * wall * (0.7 + 0.3 * sin(uTime * 3.0 + vSeed * 40.0));
  vBeacon = vec3(1.0, 0.35, 0.4) * step(0.5, n.y) * (0.5 + 0.5 * sin(uTime * 4.0 + vSeed * 10.0));
  gl_Position = projectionMatrix * viewMatrix * world;
}
