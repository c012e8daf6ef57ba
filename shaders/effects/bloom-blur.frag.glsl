// One bloom blur pass at a small size: nine bilinear taps two texels apart (a 6 × 6 texel
// neighbourhood), each keeping only its bright part (the second pass keeps everything).
uniform sampler2D uInput;
uniform vec2 uTexel;
uniform float uThreshold;
uniform float uSmoothing;

varying vec2 vUv;

void main() {
  vec3 sum = vec3(0.0);
  for (int y = -1; y <= 1; y++) {
    for (int x = -1; x <= 1; x++) {
      vec3 tap = texture2D(uInput, vUv + vec2(float(x), float(y)) * uTexel * 2.0).rgb;
      float luminance = dot(tap, vec3(0.2126, 0.7152, 0.0722));
      sum += tap * smoothstep(uThreshold, uThreshold + uSmoothing, luminance);
    }
  }
  gl_FragColor = vec4(sum / 9.0, 1.0);
}
