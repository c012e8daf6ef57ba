// One bloom blur pass at a small size, each tap keeping only its bright part (the second pass
// keeps everything). Bilinear taps on texel corners each average 2 × 2 texels. A texture read is
// most of what this costs a software renderer, so the first pass, halving the size, takes four
// taps one texel out (a 4 × 4 texel box); the second nine taps two texels apart (6 × 6).
uniform sampler2D uInput;
uniform vec2 uTexel;
uniform float uThreshold;
uniform float uSmoothing;

varying vec2 vUv;

vec3 bright(vec2 offset) {
  vec3 tap = texture2D(uInput, vUv + offset * uTexel).rgb;
  float luminance = dot(tap, vec3(0.2126, 0.7152, 0.0722));
  return tap * smoothstep(uThreshold, uThreshold + uSmoothing, luminance);
}

void main() {
#ifdef FOUR_TAPS
  vec3 sum = bright(vec2(-1.0, -1.0)) + bright(vec2(1.0, -1.0)) + bright(vec2(-1.0, 1.0)) + bright(vec2(1.0, 1.0));
  gl_FragColor = vec4(sum / 4.0, 1.0);
#else
  vec3 sum = vec3(0.0);
  for (int y = -1; y <= 1; y++) {
    for (int x = -1; x <= 1; x++) {
      sum += bright(vec2(float(x), float(y)) * 2.0);
    }
  }
  gl_FragColor = vec4(sum / 9.0, 1.0);
#endif
}
