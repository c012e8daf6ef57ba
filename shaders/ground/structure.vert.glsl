// Settlement towers: boxes merged into one geometry; the window pattern comes from world height and side.
attribute vec3 aLocal;
attribute float aCopy;

varying vec3 vLocal;
varying vec3 vNormal;
varying float vSeed;
varying float vHeight;

void main() {
  vLocal = aLocal;
  vNormal = normalize(mat3(modelMatrix) * normal);
  vSeed = fract(sin(aCopy * 12.9898) * 43758.5453);
  vec4 world = modelMatrix * vec4(position, 1.0);
  vHeight = world.y;
  gl_Position = projectionMatrix * viewMatrix * world;
}
