// The planet sphere: the fragment shader reads the baked surface at the sphere's UV. Its light,
// night-glow curve and limb haze change smoothly over the sphere, so they are worked out here,
// per vertex; the pixels only read the surface and add the sun's glint on water.
uniform vec3 uLightDir;
uniform vec3 uAtmosphere;
uniform vec3 uGlowCurve;

varying vec2 vUv;
// How square the surface is to the halfway vector (for the glint), interpolated: the same as
// interpolating the normal within a fraction of a percent, without renormalising a pixel.
varying float vFacing;
// x: sunlight on the surface, y: how the night glow shows, z: the glint's strength (day side only).
varying vec3 vLight;
varying vec3 vHaze;

void main() {
  vUv = uv;
  vec4 viewPosition = modelViewMatrix * vec4(position, 1.0);
  vec3 n = normalize(normalMatrix * normal);
  vec3 view = normalize(-viewPosition.xyz);
  vec3 light = normalize((viewMatrix * vec4(uLightDir, 0.0)).xyz);
  vFacing = dot(n, normalize(light + view));
  float ndl = dot(n, light);
  float diffuse = smoothstep(-0.12, 0.9, ndl);
  // City lights only on the night side; lava glowing through the dark.
  float shows = uGlowCurve.x + uGlowCurve.y * smoothstep(0.15, -0.25, ndl) + uGlowCurve.z * (1.0 - diffuse);
  vLight = vec3(0.03 + diffuse * 1.45, shows, 0.8 * step(0.0, ndl));
  float rim = 1.0 - max(0.0, dot(n, view));
  vHaze = uAtmosphere * rim * rim * rim * smoothstep(-0.3, 0.6, ndl) * 0.9;
  gl_Position = projectionMatrix * viewPosition;
}
