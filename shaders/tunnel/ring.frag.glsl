uniform float uGlow;
uniform float uTime;

varying float vFade;
varying float vAngle;
varying vec3 vColor;
varying float vAcross;

void main() {
  // Segmented like gate markers; the segments turn slowly. The angle comes from the vertices
  // (no atan a pixel), and so does the colour, which changes slowly around the ring.
  float segments = smoothstep(0.15, 0.35, abs(fract(vAngle * 3.8197 + uTime * 0.15) - 0.5));
  float edge = 1.0 - abs(vAcross * 2.0 - 1.0);
  float alpha = (0.2 + 0.6 * segments) * vFade * uGlow * (0.5 + 0.5 * edge);
  gl_FragColor = vec4(vColor * 1.2, alpha);
}
