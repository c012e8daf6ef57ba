// The planet, lit: its surface and clouds were baked into textures once (planet-bake.frag.glsl),
// so a frame costs a few texture reads per pixel instead of noise.
uniform sampler2D uSurface;
uniform sampler2D uDetail;
uniform vec3 uAtmosphere;

varying vec2 vUv;
varying vec3 vNormal;
varying vec3 vView;
varying vec3 vLight;

void main() {
  vec4 surface = texture2D(uSurface, vUv);
  // Clouds turn with the planet: a separately drifting layer cost a third texture read a pixel.
  vec4 detail = texture2D(uDetail, vUv);
  float cover = detail.a;
  float water = surface.a;

  vec3 n = normalize(vNormal);
  float ndl = dot(n, vLight);
  float diffuse = smoothstep(-0.12, 0.9, ndl);
  vec3 color = surface.rgb * (0.03 + diffuse * 1.45);
  // City lights only on the night side.
  color += vec3(1.0, 0.72, 0.38) * detail.r * smoothstep(0.15, -0.25, ndl) * 1.2;

  color = mix(color, vec3(0.95, 0.97, 1.0) * (0.05 + diffuse), cover * 0.9);
  water *= 1.0 - cover;

  // Sun glint on water, lava glowing through the night side, atmospheric haze at the limb.
  vec3 halfway = normalize(vLight + vView);
  // Powers by repeated squaring (x^64 for the glint): no pow a pixel.
  float glint = max(0.0, dot(n, halfway));
  glint *= glint; glint *= glint; glint *= glint; glint *= glint; glint *= glint; glint *= glint;
  color += vec3(1.0, 0.95, 0.85) * glint * water * 0.8 * step(0.0, ndl);
  color += vec3(1.0, 0.42, 0.12) * detail.g * (0.6 + 0.8 * (1.0 - diffuse));
  float rim = 1.0 - max(0.0, dot(n, vView));
  float fresnel = rim * rim * rim;
  color += uAtmosphere * fresnel * smoothstep(-0.3, 0.6, ndl) * 0.9;
  gl_FragColor = vec4(color, 1.0);
}
