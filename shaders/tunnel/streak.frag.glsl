uniform float uIntensity;

varying vec2 vUv;
varying float vFade;
varying float vHue;

void main() {
  float across = 1.0 - abs(vUv.x * 2.0 - 1.0);
  // Bright white head (nearest the camera), a cyan-to-violet tail.
  float head = 1.0 - vUv.y;
  vec3 tail = mix(vec3(0.25, 0.85, 1.0), vec3(0.62, 0.48, 1.0), vHue);
  vec3 color = mix(tail, vec3(1.0), head * head);
  float alpha = across * across * (0.25 + 0.75 * head) * vFade * uIntensity;
  gl_FragColor = vec4(color * 1.8, alpha);
}
