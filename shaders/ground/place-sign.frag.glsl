// The place's name on a holographic sign: its light baked in one channel (text, frame and panel,
// `math/signGlow.ts`), with scanlines; the colour and the flicker are the same for every pixel.
uniform sampler2D uMap;
uniform float uTime;
uniform vec3 uColor;

varying vec2 vUv;

void main() {
  // Scanlines as a triangle wave (no sin per pixel).
  float scan = 0.82 + 0.18 * abs(fract((vUv.y * 220.0 - uTime * 6.0) * 0.15915494) * 2.0 - 1.0);
  gl_FragColor = vec4(uColor * (texture2D(uMap, vUv).r * scan), 1.0);
}
