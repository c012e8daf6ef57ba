// Terrain: the heights are baked into the mesh on the CPU once per place; this only passes them on.
uniform float uHeight;

attribute float aHeight;

varying vec3 vWorld;
varying vec3 vNormal;
varying float vHeight;

void main() {
  vec4 world = modelMatrix * vec4(position, 1.0);
  vNormal = normalize(mat3(modelMatrix) * normal);
  vWorld = world.xyz;
  vHeight = aHeight / max(1.0, uHeight);
  gl_Position = projectionMatrix * viewMatrix * world;
}
