// Light streaks racing along the tunnel wall, read from a texture baked once per tunnel
// (tunnel-streaks-bake.frag.glsl) and scrolled by the distance flown: one texture read a pixel.
#define STREAK_PERIOD 50.26548246

uniform sampler2D uStreaks;
uniform float uTravel;
uniform float uGlow;
uniform float uFlash;
uniform float uLength;

varying vec2 vUv;
varying float vDepthFade;

void main() {
  float along = vUv.y * uLength * 0.08 - uTravel * 0.05;
  vec3 s = texture2D(uStreaks, vec2(vUv.x, along / STREAK_PERIOD)).rgb;
  vec3 deep = vec3(0.008, 0.012, 0.05);
  vec3 cyan = vec3(0.25, 0.8, 1.0);
  vec3 violet = vec3(0.6, 0.4, 1.0);
  vec3 energy = cyan * s.r * 1.6 + violet * s.g * 1.3 + mix(cyan, violet, 0.6) * s.b * 0.07;
  vec3 color = deep + energy * uGlow * vDepthFade * 1.5;
  color += vec3(0.9, 0.95, 1.0) * uFlash;
  gl_FragColor = vec4(color, 1.0);
}
