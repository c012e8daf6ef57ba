// Terrain: the heights are baked into the mesh on the CPU once per place. The land's colour,
// light and fog change slowly across the ground, so they are worked out per vertex; the fragment
// shader only adds the landing pad's grid near the centre.
uniform float uHeight;
uniform vec3 uLow;
uniform vec3 uHigh;
uniform vec3 uPeak;
uniform vec3 uSunDir;

attribute float aHeight;

varying vec3 vColor;
varying vec2 vGround;
varying float vFog;

void main() {
  vec4 world = modelMatrix * vec4(position, 1.0);
  vec3 n = normalize(mat3(modelMatrix) * normal);
  float height = aHeight / max(1.0, uHeight);
  float slope = 1.0 - n.y;
  vec3 base = mix(uLow, uHigh, smoothstep(0.05, 0.5, height));
  base = mix(base, uPeak, smoothstep(0.55, 0.85, height) * (1.0 - smoothstep(0.25, 0.5, slope)));
  base *= 1.0 - slope * 0.6;
  vColor = base * (0.25 + 0.85 * max(0.0, dot(n, uSunDir)));
  vGround = world.xz;
  vFog = clamp(1.0 - exp(-length(world.xyz - cameraPosition) * 0.0042), 0.0, 1.0);
  gl_Position = projectionMatrix * viewMatrix * world;
}
