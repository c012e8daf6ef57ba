uniform float uGlow;
uniform float uTime;

varying float vFade;
varying vec2 vPlane;
varying float vAcross;

void main() {
  float angle = atan(vPlane.y, vPlane.x);
  // Segmented like gate markers; the segments turn slowly.
  float segments = smoothstep(0.15, 0.35, abs(fract(angle * 3.8197 + uTime * 0.15) - 0.5));
  vec3 color = mix(vec3(0.2, 0.85, 1.0), vec3(0.55, 0.45, 1.0), 0.5 + 0.5 * sin(angle * 2.0 + uTime));
  float edge = 1.0 - abs(vAcross * 2.0 - 1.0);
  float alpha = (0.2 + 0.6 * segments) * vFade * uGlow * (0.5 + 0.5 * edge);
  gl_FragColor = vec4(color * 1.2, alpha);
}
