// Settlement towers: one instanced box each; the window pattern comes from world height and side.
varying vec3 vLocal;
varying vec3 vNormal;
varying float vSeed;
varying float vHeight;

void main() {
  vLocal = position;
  vNormal = normalize(mat3(modelMatrix * instanceMatrix) * normal);
  float id = float(gl_InstanceID);
  vSeed = fract(sin(id * 12.9898) * 43758.5453);
  vec4 world = modelMatrix * instanceMatrix * vec4(position, 1.0);
  vHeight = world.y;
  gl_Position = projectionMatrix * viewMatrix * world;
}
