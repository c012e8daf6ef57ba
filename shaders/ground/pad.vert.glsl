// The landing pad: a disc just above the flat ground at the centre of the place.
varying vec2 vGround;
varying float vFog;

void main() {
  vec4 world = modelMatrix * vec4(position, 1.0);
  vGround = world.xz;
  vFog = clamp(1.0 - exp(-length(world.xyz - cameraPosition) * 0.0042), 0.0, 1.0);
  gl_Position = projectionMatrix * viewMatrix * world;
}
