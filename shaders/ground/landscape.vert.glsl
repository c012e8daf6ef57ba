// The land and the sky's sun, gas giant and stars in one mesh: their colours are baked per vertex
// on the CPU (`ground/landscape.ts`, premultiplied: the sky's things leave the CSS sky behind them
// showing); only the land's fog, which follows the camera, is worked out here.
uniform vec3 uFog;

attribute vec4 aColor;
attribute float aFog;

varying vec4 vColor;

void main() {
  vec4 world = modelMatrix * vec4(position, 1.0);
  float fog = aFog * clamp(1.0 - exp(-length(world.xyz - cameraPosition) * 0.0042), 0.0, 1.0);
  vColor = vec4(mix(aColor.rgb, uFog, fog), aColor.a);
  gl_Position = projectionMatrix * viewMatrix * world;
}
