// Settlement towers: boxes merged into one geometry; the window pattern comes from world height and side.
uniform float uTime;

attribute vec3 aLocal;
attribute float aCopy;

varying vec3 vLocal;
varying vec3 vNormal;
varying float vSeed;
varying float vHeight;
varying float vFlicker;
varying float vBeacon;

void main() {
  vLocal = aLocal;
  vNormal = normalize(mat3(modelMatrix) * normal);
  vSeed = fract(sin(aCopy * 12.9898) * 43758.5453);
  vec4 world = modelMatrix * vec4(position, 1.0);
  vHeight = world.y;
  // Each tower's window flicker and roof beacon pulse as one: worked out per vertex, not per pixel.
  vFlicker = 0.7 + 0.3 * sin(uTime * 3.0 + vSeed * 40.0);
  vBeacon = 0.5 + 0.5 * sin(uTime * 4.0 + vSeed * 10.0);
  gl_Position = projectionMatrix * viewMatrix * world;
}
