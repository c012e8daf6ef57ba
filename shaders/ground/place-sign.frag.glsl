// The place's name on a holographic sign: the text texture, scanlines and a faint flicker.
uniform sampler2D uMap;
uniform float uTime;
uniform float uFlicker;
uniform vec3 uTint;

varying vec2 vUv;

void main() {
  vec4 text = texture2D(uMap, vUv);
  // Scanlines as a triangle wave (no sin per pixel); the flicker is the same for every pixel.
  float scan = 0.82 + 0.18 * abs(fract((vUv.y * 220.0 - uTime * 6.0) * 0.15915494) * 2.0 - 1.0);
  float flicker = uFlicker;
  vec2 c = abs(vUv - 0.5) * 2.0;
  float frame = smoothstep(0.9, 0.96, max(c.x, c.y)) * (1.0 - smoothstep(0.98, 1.0, max(c.x, c.y)));
  float panel = 0.1 * (1.0 - smoothstep(0.9, 1.0, max(c.x, c.y)));
  vec3 color = uTint * (text.a * 1.3 + frame * 0.9 + panel) * scan * flicker;
  float alpha = clamp(text.a + frame * 0.8 + panel, 0.0, 1.0) * flicker;
  gl_FragColor = vec4(color, alpha);
}
